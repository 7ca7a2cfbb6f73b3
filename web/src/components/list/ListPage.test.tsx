import type { CurrentUserInfo } from '@proposal-desk/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { useUserStore } from '../../stores/user';
import { ListPage } from './ListPage';
import { NoopResizeObserver, renderWithProviders } from './testing';
import type { PagedList } from './use-paged-list';

type Row = { id: number; name: string; post: string };

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useUserStore.setState({ userInfo: { username: 'npc01', staff_Name: '王晓燕' } as CurrentUserInfo });
});

const list: PagedList<Record<string, never>, 'name', Row> = {
  name: 'members',
  query: { page: 1, size: 20, filters: {} },
  sortFields: ['name'],
  rows: [{ id: 1, name: '张三', post: '科员' }],
  total: 1,
  loading: false,
  setPage: vi.fn(),
  setSort: vi.fn(),
  search: vi.fn(),
  reload: vi.fn(() => Promise.resolve()),
};

const columns = [
  { title: '姓名', key: 'name', dataIndex: 'name' },
  { title: '职务', key: 'post', dataIndex: 'post' },
];

const page = () => renderWithProviders(<ListPage list={list} table={{ rowKey: 'id', columns }} />, '/delegate/delegateList');

const toolbar = () => screen.getByRole('toolbar', { name: '表格工具' });
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

/** Opens a toolbar menu with the keyboard (Enter on its button) and returns it. */
async function openMenu(name: string) {
  const button = within(toolbar()).getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
  return screen.findByRole('menu', { name });
}

describe('ListPage table tools', { timeout: 30_000 }, () => {
  it('names its icon buttons, with tooltips, in Chinese and in English', async () => {
    const view = page();
    const names = () =>
      within(toolbar())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(names()).toEqual(['密度', '列设置', '表格全屏']);
    fireEvent.mouseEnter(within(toolbar()).getByRole('button', { name: '列设置' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('列设置');
    view.unmount();

    await act(() => i18n.changeLanguage('en'));
    page();
    expect(screen.getByRole('toolbar', { name: 'Table tools' })).toBeTruthy();
    expect(
      within(screen.getByRole('toolbar', { name: 'Table tools' }))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Density', 'Column settings', 'Full-screen table']);
  });

  it('hides a column the user unticks, keeps it hidden after a reload for that user, and 重置 shows it again', async () => {
    const view = page();
    expect(headers()).toEqual(['姓名', '职务']);
    const menu = await openMenu('列设置');
    const post = within(menu).getByRole('menuitemcheckbox', { name: '职务' });
    expect(post.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(post);
    await waitFor(() => expect(headers()).toEqual(['姓名']));
    expect(within(menu).getByRole('menuitemcheckbox', { name: '职务' }).getAttribute('aria-checked')).toBe('false');
    // The last column shown cannot be hidden.
    expect(within(menu).getByRole('menuitemcheckbox', { name: '姓名' }).getAttribute('aria-disabled')).toBe('true');
    view.unmount();

    page();
    expect(headers()).toEqual(['姓名']);
    const again = await openMenu('列设置');
    fireEvent.click(within(again).getByRole('menuitem', { name: '重置' }));
    await waitFor(() => expect(headers()).toEqual(['姓名', '职务']));
  });

  it('hides a list’s extra columns until the user shows one, keeps that choice, and 重置 hides them again', async () => {
    const withExtra = () =>
      renderWithProviders(<ListPage list={list} table={{ rowKey: 'id', columns }} defaultHidden={['post']} />, '/delegate/delegateList');
    const view = withExtra();
    expect(headers()).toEqual(['姓名']);
    fireEvent.click(within(await openMenu('列设置')).getByRole('menuitemcheckbox', { name: '职务' }));
    await waitFor(() => expect(headers()).toEqual(['姓名', '职务']));
    view.unmount();

    withExtra();
    expect(headers()).toEqual(['姓名', '职务']);
    fireEvent.click(within(await openMenu('列设置')).getByRole('menuitem', { name: '重置' }));
    await waitFor(() => expect(headers()).toEqual(['姓名']));
  });

  it('changes the rows’ density and keeps the choice', async () => {
    const view = page();
    const table = () => view.container.querySelector('.ant-table');
    expect(table()?.classList.contains('ant-table-medium')).toBe(true);
    const menu = await openMenu('密度');
    expect(within(menu).getByRole('menuitemradio', { name: '中等' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: '紧凑' }));
    await waitFor(() => expect(table()?.classList.contains('ant-table-small')).toBe(true));
    view.unmount();

    const reloaded = page();
    expect(reloaded.container.querySelector('.ant-table')?.classList.contains('ant-table-small')).toBe(true);
    fireEvent.click(within(await openMenu('密度')).getByRole('menuitemradio', { name: '宽松' }));
    // antd's large table is its plain one: neither medium nor small.
    await waitFor(() => expect(reloaded.container.querySelector('.ant-table-medium, .ant-table-small')).toBeNull());
    expect(reloaded.container.querySelector('.ant-table')).toBeTruthy();
  });

  it('fills the window with the list, and Esc leaves it', async () => {
    const view = page();
    const card = () => view.container.querySelector('.list-page');
    const full = within(toolbar()).getByRole('button', { name: '表格全屏' });
    full.focus();
    fireEvent.click(full);
    await waitFor(() => expect(card()?.classList.contains('list-page-full')).toBe(true));
    const exit = within(toolbar()).getByRole('button', { name: '退出表格全屏' });
    expect(document.activeElement).toBe(exit);
    fireEvent.keyDown(exit, { key: 'Escape' });
    await waitFor(() => expect(card()?.classList.contains('list-page-full')).toBe(false));
    expect(within(toolbar()).getByRole('button', { name: '表格全屏' })).toBeTruthy();
  });
});
