// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { CurrentUserInfo } from '@proposal-desk/shared';
import type { ColumnsType } from 'antd/es/table';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../stores/user';
import { columnChoices, columnId, densityOf, readSettings, settingsKey, useTableSettings, visibleColumns } from './column-settings';

type Row = { id: number; name: string; post: string; place: { city: string } };

const columns: ColumnsType<Row> = [
  { title: '姓名', key: 'name', dataIndex: 'name' },
  { title: '职务', dataIndex: 'post' },
  { title: '城市', dataIndex: ['place', 'city'] },
  { title: '无名' },
];

const signIn = (username: string) => useUserStore.setState({ userInfo: { username, staff_Name: `${username}的姓名` } as CurrentUserInfo });

describe('column settings', () => {
  beforeEach(() => signIn('npc01'));

  it('names a column by its key, else its data index; a column with neither always shows', () => {
    expect(columns.map((column) => columnId(column))).toEqual(['name', 'post', 'place.city', undefined]);
    expect(columnChoices(columns)).toEqual([
      { id: 'name', title: '姓名' },
      { id: 'post', title: '职务' },
      { id: 'place.city', title: '城市' },
    ]);
    expect(visibleColumns(columns, ['post', 'place.city']).map((column) => column.title)).toEqual(['姓名', '无名']);
  });

  it('keeps the hidden columns and the density per signed-in user and list, and restores them after a reload', () => {
    const first = renderHook(() => useTableSettings('/delegate/delegateList#members'));
    expect(first.result.current.hidden).toEqual([]);
    expect(first.result.current.density).toBe('medium');
    act(() => first.result.current.toggleColumn('post'));
    act(() => first.result.current.setDensity('small'));
    expect(first.result.current.hidden).toEqual(['post']);
    expect(readSettings(settingsKey('npc01', '/delegate/delegateList#members'))).toEqual({ hidden: ['post'], density: 'small' });
    first.unmount();

    // A reload: the same user on the same list finds them again.
    const again = renderHook(() => useTableSettings('/delegate/delegateList#members'));
    expect(again.result.current.hidden).toEqual(['post']);
    expect(again.result.current.density).toBe('small');
    // Another list of the same user has its own.
    expect(renderHook(() => useTableSettings('/setting/user#users')).result.current.hidden).toEqual([]);

    // Another user signing in on this browser does not get them; the first user gets them back.
    act(() => signIn('cppcc01'));
    expect(again.result.current.hidden).toEqual([]);
    expect(again.result.current.density).toBe('medium');
    act(() => signIn('npc01'));
    expect(again.result.current.hidden).toEqual(['post']);

    act(() => again.result.current.resetColumns());
    expect(again.result.current.hidden).toEqual([]);
    expect(again.result.current.density).toBe('small');
    expect(readSettings(settingsKey('npc01', '/delegate/delegateList#members')).hidden).toEqual([]);
  });

  it('starts from the density a view asks for, and reads nothing odd from storage', () => {
    expect(renderHook(() => useTableSettings('/x#y', densityOf('middle'))).result.current.density).toBe('medium');
    expect(renderHook(() => useTableSettings('/x#z', densityOf('small'))).result.current.density).toBe('small');
    localStorage.setItem(settingsKey('npc01', '/bad'), '{"hidden":"post","density":"huge"}');
    expect(readSettings(settingsKey('npc01', '/bad'))).toEqual({ hidden: [] });
    localStorage.setItem(settingsKey('npc01', '/bad'), 'not json');
    expect(readSettings(settingsKey('npc01', '/bad'))).toEqual({ hidden: [] });
  });
});
