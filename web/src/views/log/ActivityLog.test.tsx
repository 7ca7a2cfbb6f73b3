import { LOG_MODULE_NAMES, type LogChainState, type LogEntry } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import i18n from '../../i18n';
import { useAccessStore } from '../../stores/access';
import ActivityLog from './ActivityLog';

const entry: LogEntry = {
  id: 9,
  user_ID: 1,
  username: 'admin',
  staff_Name: '系统管理员',
  module: '系统登录',
  description: '系统管理员（admin）用户名密码登录',
  ip: '10.12.3.4',
  user_Agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36',
  create_Time: '2026-03-01T01:02:03.000Z',
};

const api = vi.hoisted(() => ({ fetchLogs: vi.fn(), fetchLogModules: vi.fn(), fetchLogChain: vi.fn() }));
vi.mock('../../api/logs', () => api);

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(async () => {
  api.fetchLogs.mockReset();
  api.fetchLogs.mockImplementation(() =>
    Promise.resolve({ code: 200, msg: '', success: true, data: { rows: [entry], total: 41, pageIndex: 1, pageSize: 20 } }),
  );
  api.fetchLogModules.mockReset();
  api.fetchLogModules.mockImplementation(() =>
    Promise.resolve({ code: 200, msg: '', success: true, data: [...LOG_MODULE_NAMES, '个人中心', 'UpdateNPC'] }),
  );
  api.fetchLogChain.mockReset();
  api.fetchLogChain.mockImplementation(() => Promise.resolve(answer({ ok: true, entries: 41, lastId: 57 })));
  useAccessStore.getState().reset();
  await i18n.changeLanguage('zh');
});

const answer = (data: LogChainState) => ({ code: 200, msg: '', success: true, data });
const asAdmin = () => useAccessStore.getState().setAccess({ admin: true, role: ['超级管理员'], ability: [] });

describe('ActivityLog', { timeout: 30_000 }, () => {
  it('shows who, module, what, when and from where', async () => {
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    expect(await screen.findByText('系统管理员（admin）用户名密码登录')).toBeTruthy();
    expect(screen.getByText('共 41 条')).toBeTruthy();
    expect(screen.getByText('系统管理员')).toBeTruthy();
    expect(screen.getByText('(admin)', { exact: false })).toBeTruthy();
    expect(screen.getByText('2026-03-01 09:02:03')).toBeTruthy();
    expect(screen.getByText('· Chrome 128 · Windows', { exact: false })).toBeTruthy();
    expect(api.fetchLogs).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 20 }, expect.any(AbortSignal));
  });

  it('sends the typed user filter and resets to the first page', async () => {
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    await screen.findByText('系统管理员（admin）用户名密码登录');
    fireEvent.change(screen.getByLabelText('用户'), { target: { value: ' npc01 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.fetchLogs).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 20, user: 'npc01' }, expect.any(AbortSignal)),
    );
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(api.fetchLogs).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 20 }, expect.any(AbortSignal)));
  });

  it('shows the module in English when the language is English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    expect(await screen.findByText('Sign-in')).toBeTruthy();
    expect(screen.getByText('41 items')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Module/ })).toBeTruthy();
  });

  it("filters by a module of the product or one a client wrote, the product's listed first", async () => {
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    await screen.findByText('系统管理员（admin）用户名密码登录');
    const module = screen.getByRole('combobox', { name: '模块' });
    fireEvent.mouseDown(module);
    const shown = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    await waitFor(() => expect(shown()[0]).toBe('系统登录'));
    fireEvent.change(module, { target: { value: '个人' } });
    await waitFor(() => expect(shown()).toEqual(['个人信息确认', '个人中心']));
    fireEvent.click(screen.getByTitle('个人中心'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.fetchLogs).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 20, module: '个人中心' }, expect.any(AbortSignal)),
    );
  });
  it('shows the administrator that the log chain is intact, with its entries', async () => {
    asAdmin();
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    expect(await screen.findByText('日志链完整 · 共 41 条')).toBeTruthy();
  });

  it('names the entry where the chain was altered', async () => {
    asAdmin();
    api.fetchLogChain.mockImplementation(() =>
      Promise.resolve(answer({ ok: false, entries: 11, firstBadId: 12, problem: 'changed', lastGoodId: 11 })),
    );
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    expect((await screen.findByRole('alert')).textContent).toBe('日志链在第 12 条处被改动：该条写入后被修改');
  });

  it('says in English which entries were deleted', async () => {
    asAdmin();
    api.fetchLogChain.mockImplementation(() =>
      Promise.resolve(answer({ ok: false, entries: 11, firstBadId: 12, problem: 'deleted', lastGoodId: 11 })),
    );
    await i18n.changeLanguage('en');
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    expect((await screen.findByRole('alert')).textContent).toBe('Log chain altered at entry 12: entries after entry 11 were deleted');
  });

  it('shows no chain state to anyone but an administrator, and does not ask for it', async () => {
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    await screen.findByText('系统管理员（admin）用户名密码登录');
    expect(screen.queryByText(/日志链/)).toBeNull();
    expect(api.fetchLogChain).not.toHaveBeenCalled();
  });
});
