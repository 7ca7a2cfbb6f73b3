// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extraFilterRows, tableHeight } from './table-height';

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
});
