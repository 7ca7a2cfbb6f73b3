import type { MenuNode } from '@proposal-desk/shared';
import { describe, expect, it } from 'vitest';
import { assignableMenus, checkedLeaves, menuIdsToSave, toMenuTreeData } from './menu-tree-data';

const node = (id: number, path: string, title: string, children: MenuNode[] = []): MenuNode => ({
  id,
  parent_ID: null,
  path,
  name: path,
  component: children.length ? 'Layout' : 'Page',
  redirect: null,
  hidden: false,
  alwaysShow: false,
  sort: id,
  meta: { title },
  children,
});

const TREE = [
  node(1, '/', '首页', [node(2, 'index', '首页')]),
  node(3, '/report', '报表中心', [node(4, 'a', '报表A'), node(5, 'b', '报表B')]),
  node(6, '/about', '关于'),
];

describe('menu tree data', () => {
  it('leaves the catch-all NotFound route out of what a role can be given', () => {
    const notFound = { ...node(9, '*', ''), name: 'NotFound', redirect: '/404', hidden: true, meta: {} };
    expect(assignableMenus([...TREE, notFound]).map((entry) => entry.path)).toEqual(['/', '/report', '/about']);
  });

  it('titles each entry with its translated title and path', () => {
    const data = toMenuTreeData(TREE, (title) => (title === '报表中心' ? 'Reports' : title));
    expect(data[1]).toMatchObject({ key: 3, title: 'Reports（/report）', children: [{ key: 4 }, { key: 5 }] });
  });

  it('checks only granted leaves, so a granted parent does not check all its children', () => {
    expect(checkedLeaves(TREE, [1, 2, 3, 4, 6])).toEqual([2, 4, 6]);
    expect(checkedLeaves(TREE, [3])).toEqual([]);
  });

  it('saves the checked entries with the parents that lead to them', () => {
    expect(menuIdsToSave(TREE, [4, 2])).toEqual([1, 2, 3, 4]);
    expect(menuIdsToSave(TREE, [6])).toEqual([6]);
    expect(menuIdsToSave(TREE, [])).toEqual([]);
  });
});
