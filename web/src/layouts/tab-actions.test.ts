import { describe, expect, it } from 'vitest';
import type { VisitedTab } from '../stores/tabs';
import { tabOps } from '../stores/tabs';
import { targetAfterAction } from './use-tab-actions';
import { affixTabs } from './use-visited-tabs';
import { SAMPLE_ROUTES } from './test-routes';

const tab = (path: string, affix = false): VisitedTab => ({ path, fullPath: path, name: path, title: path, affix });
const list = [tab('/index', true), tab('/a'), tab('/b'), tab('/c')];

describe('tab actions', () => {
  it('closing the active tab goes to the last tab, or /', () => {
    const after = tabOps.close(list, '/c');
    expect(targetAfterAction('close', tab('/c'), { before: list, after }, '/c')).toBe('/b');
    expect(targetAfterAction('closeAll', tab('/c'), { before: list, after: [] }, '/c')).toBe('/');
  });

  it('stays when the active tab survives', () => {
    const after = tabOps.close(list, '/a');
    expect(targetAfterAction('close', tab('/a'), { before: list, after }, '/c')).toBeNull();
  });

  it('goes to the tab acted on when close others/left/right removed the active one', () => {
    const after = tabOps.closeRight(list, '/a');
    expect(targetAfterAction('closeRight', tab('/a'), { before: list, after }, '/c')).toBe('/a');
  });

  it('refresh of another tab opens it', () => {
    expect(targetAfterAction('refresh', tab('/a'), { before: list, after: list }, '/c')).toBe('/a');
    expect(targetAfterAction('refresh', tab('/c'), { before: list, after: list }, '/c')).toBeNull();
  });

  it('pins the affixed routes', () => {
    expect(affixTabs(SAMPLE_ROUTES).map((t) => t.path)).toEqual(['/index']);
  });
});
