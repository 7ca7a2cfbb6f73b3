import { describe, expect, it } from 'vitest';
import { addTab, nextPathAfterClose, tabOps, useTabsStore, type VisitedTab } from './tabs';

const tab = (path: string, extra: Partial<VisitedTab> = {}): VisitedTab => ({ path, fullPath: path, name: path, title: path, ...extra });
const home = tab('/index', { affix: true });
const list = [home, tab('/a'), tab('/b'), tab('/c'), tab('/d')];
const paths = (l: VisitedTab[]) => l.map((t) => t.fullPath);

describe('addTab', () => {
  it('appends a new path and updates an existing one in place', () => {
    const added = addTab([home], tab('/a'));
    expect(paths(added)).toEqual(['/index', '/a']);
    const updated = addTab(added, tab('/a', { fullPath: '/a?x=1', title: 'A2' }));
    expect(paths(updated)).toEqual(['/index', '/a?x=1']);
    expect(updated[1]?.title).toBe('A2');
  });

  it('opens a new tab per full path for dynamicNewTab routes', () => {
    const one = addTab([], tab('/detail', { fullPath: '/detail?id=1', dynamicNewTab: true }));
    const two = addTab(one, tab('/detail', { fullPath: '/detail?id=2', dynamicNewTab: true }));
    expect(paths(two)).toEqual(['/detail?id=1', '/detail?id=2']);
    const same = addTab(two, tab('/detail', { fullPath: '/detail?id=2', dynamicNewTab: true, title: 'again' }));
    expect(same).toHaveLength(2);
  });
});

describe('tab operations (affixed tabs stay)', () => {
  it('closes one', () => {
    expect(paths(tabOps.close(list, '/b'))).toEqual(['/index', '/a', '/c', '/d']);
    expect(paths(tabOps.close(list, '/index'))).toEqual(paths(list));
  });

  it('closes others', () => {
    expect(paths(tabOps.closeOthers(list, '/c'))).toEqual(['/index', '/c']);
  });

  it('closes left and right', () => {
    expect(paths(tabOps.closeLeft(list, '/c'))).toEqual(['/index', '/c', '/d']);
    expect(paths(tabOps.closeRight(list, '/b'))).toEqual(['/index', '/a', '/b']);
  });

  it('closes all', () => {
    expect(paths(tabOps.closeAll(list))).toEqual(['/index']);
  });

  it('works through the store', () => {
    const store = useTabsStore.getState();
    store.reset();
    list.forEach((t) => useTabsStore.getState().add(t));
    useTabsStore.getState().closeRight('/c');
    expect(paths(useTabsStore.getState().visited)).toEqual(['/index', '/a', '/b', '/c']);
    useTabsStore.getState().closeAll();
    expect(paths(useTabsStore.getState().visited)).toEqual(['/index']);
    useTabsStore.getState().reset();
  });
});

describe('nameTab', () => {
  it('names a page by its full path, before or after its tab is added', () => {
    const store = useTabsStore.getState();
    store.reset();
    store.nameTab('/case/detail?id=7', 'R16-3-0007');
    useTabsStore.getState().add(tab('/case/detail', { fullPath: '/case/detail?id=7', dynamicNewTab: true }));
    expect(useTabsStore.getState().ownTitles).toEqual({ '/case/detail?id=7': 'R16-3-0007' });
    const before = useTabsStore.getState();
    before.nameTab('/case/detail?id=7', 'R16-3-0007');
    expect(useTabsStore.getState()).toBe(before);
    useTabsStore.getState().reset();
    expect(useTabsStore.getState().ownTitles).toEqual({});
  });
});

describe('nextPathAfterClose', () => {
  it('goes to the last tab, or / when none is left', () => {
    expect(nextPathAfterClose(list)).toBe('/d');
    expect(nextPathAfterClose([])).toBe('/');
  });
});
