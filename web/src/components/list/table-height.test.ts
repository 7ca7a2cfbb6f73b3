// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extraFilterRows, shownFilterFields, tableHeight } from './table-height';

describe('table height (spec §9)', () => {
  it('is the window height minus 313 minus 50 per extra filter row', () => {
    expect(tableHeight(900, 0)).toBe(587);
    expect(tableHeight(900, 1)).toBe(537);
    expect(tableHeight(1080, 2)).toBe(667);
    expect(tableHeight(400, 3)).toBe(200);
  });

  it('counts the filter rows beyond the first at each window width', () => {
    expect(extraFilterRows(6, 1920)).toBe(0);
    expect(extraFilterRows(6, 1440)).toBe(1);
    expect(extraFilterRows(6, 1000)).toBe(2);
    expect(extraFilterRows(6, 375)).toBe(5);
  });

  it('folds a bar to one row in a short window, and only a long bar in a tall one', () => {
    // 1366×768: four items a row, so three fields beside 查询 / 重置.
    expect(shownFilterFields(13, 1366, 768)).toBe(3);
    expect(shownFilterFields(5, 1366, 768)).toBe(3);
    expect(shownFilterFields(3, 1366, 768)).toBe(Infinity);
    // A phone: one field, the rest behind 展开.
    expect(shownFilterFields(5, 390, 844)).toBe(1);
    expect(shownFilterFields(1, 390, 844)).toBe(Infinity);
    // 1440×900: the first five of a long bar; a bar of six shows whole.
    expect(shownFilterFields(13, 1440, 900)).toBe(5);
    expect(shownFilterFields(6, 1440, 900)).toBe(Infinity);
  });
});
