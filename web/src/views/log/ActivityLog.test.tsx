import { LOG_MODULE_NAMES, type LogChainState, type LogCheckpointState, type LogEntry } from '@proposal-desk/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  source: 'product',
  description: '系统管理员（admin）用户名密码登录',
  ip: '10.12.3.4',
  user_Agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36',
  create_Time: '2026-03-01T01:02:03.000Z',
};

/** An entry a client wrote through Log/Log, under a module name of the product's. */
const clientEntry: LogEntry = {
  ...entry,
  id: 10,
  user_ID: 5,
  username: 'unit01',
  staff_Name: '承办单位经办人',
  ip: '10.12.3.9',
  user_Agent: 'curl/8.5.0',
  create_Time: '2026-03-01T02:00:00.000Z',
  module: '建议办理',
  source: 'client',
  description: '客户端写的记录',
};

const api = vi.hoisted(() => ({ fetchLogs: vi.fn(), fetchLogModules: vi.fn(), fetchLogChain: vi.fn(), fetchLogCheckpoint: vi.fn() }));
vi.mock('../../api/logs', () => api);

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(async () => {
  api.fetchLogs.mockReset();
  api.fetchLogs.mockImplementation(() =>
    Promise.resolve({ code: 200, msg: '', success: true, data: { rows: [entry, clientEntry], total: 41, pageIndex: 1, pageSize: 20 } }),
  );
  api.fetchLogModules.mockReset();
  api.fetchLogModules.mockImplementation(() =>
    Promise.resolve({
      code: 200,
      msg: '',
      success: true,
      data: { product: [...LOG_MODULE_NAMES], client: ['UpdateNPC', '个人中心', '建议办理'] },
    }),
  );
  api.fetchLogChain.mockReset();
  api.fetchLogChain.mockImplementation(() => Promise.resolve(answer({ ok: true, entries: 41, lastId: 57 })));
  api.fetchLogCheckpoint.mockReset();
  api.fetchLogCheckpoint.mockImplementation(() => Promise.resolve(answer(checkpoints())));
  useAccessStore.getState().reset();
  await i18n.changeLanguage('zh');
});

const answer = (data: LogChainState | LogCheckpointState) => ({ code: 200, msg: '', success: true, data });
const RESET = { kind: 'reset', day: '2026-12-06', at: '2026-12-06T01:00:00.000Z', lastId: null } as const;
const checkpoints = (state: Partial<LogCheckpointState> = {}): LogCheckpointState => ({
  checkpoints: 3,
  latest: { day: '2026-12-05', at: '2026-12-04T19:30:00.000Z', entries: 41, lastId: 57, matches: true },
  firstMismatch: null,
  badLines: 0,
  firstBadLine: null,
  restart: null,
  cutBeforeReset: null,
  keyMissing: false,
  ...state,
});
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
    await waitFor(() => expect(shown()).toEqual(['个人信息确认', '个人中心（客户端写入）']));
    fireEvent.click(screen.getByTitle('个人中心（客户端写入）'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.fetchLogs).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 20, module: '个人中心' }, expect.any(AbortSignal)),
    );
  });
  it('marks the entry a client wrote, its module as written, in both languages', async () => {
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    const row = (await screen.findByText('客户端写的记录')).closest('tr')!;
    expect(within(row).getByText('客户端写入')).toBeTruthy();
    expect(row.textContent).toContain('建议办理');
    const own = screen.getByText('系统管理员（admin）用户名密码登录').closest('tr')!;
    expect(within(own).queryByText('客户端写入')).toBeNull();
    await act(() => i18n.changeLanguage('en'));
    expect(within(row).getByText('Client-written')).toBeTruthy();
    // A client's module stays as the client wrote it; the product's is in the reader's language.
    expect(row.textContent).toContain('建议办理');
    expect(own.textContent).toContain('Sign-in');
  });

  it("lists only the clients' modules once the clients' entries are chosen, and sends both filters", async () => {
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    await screen.findByText('客户端写的记录');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '写入方' }));
    fireEvent.click(await screen.findByTitle('客户端写入'));
    const module = screen.getByRole('combobox', { name: '模块' });
    fireEvent.mouseDown(module);
    const shown = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    await waitFor(() => expect(shown()).toContain('建议办理（客户端写入）'));
    expect(shown().filter((title) => title !== '客户端写入' && title !== '系统记录')).toEqual([
      'UpdateNPC（客户端写入）',
      '个人中心（客户端写入）',
      '建议办理（客户端写入）',
    ]);
    fireEvent.click(screen.getByTitle('建议办理（客户端写入）'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.fetchLogs).toHaveBeenLastCalledWith(
        { pageIndex: 1, pageSize: 20, source: 'client', module: '建议办理' },
        expect.any(AbortSignal),
      ),
    );
  });

  it('shows the administrator that the log chain is intact, with its entries, and that its latest checkpoint still matches', async () => {
    asAdmin();
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    expect(await screen.findByText('日志链完整 · 共 41 条')).toBeTruthy();
    expect(await screen.findByText('检查点 2026-12-05 · 41 条 · 仍然一致')).toBeTruthy();
  });

  it('names the day whose checkpoint no longer matches, and lines whose signature does not verify', async () => {
    asAdmin();
    // A chain intact in itself (emptied, its head set back) that its checkpoints say was cut.
    api.fetchLogChain.mockImplementation(() => Promise.resolve(answer({ ok: true, entries: 0, lastId: null })));
    api.fetchLogCheckpoint.mockImplementation(() =>
      Promise.resolve(
        answer(
          checkpoints({
            latest: { day: '2026-12-05', at: '2026-12-04T19:30:00.000Z', entries: 41, lastId: 57, matches: false },
            firstMismatch: { day: '2026-12-03', at: '2026-12-02T19:30:00.000Z', entries: 30, lastId: 44, reason: 'gone', later: 2 },
            badLines: 1,
            firstBadLine: { file: '2026-12.jsonl', line: 4, day: '2026-12-04' },
          }),
        ),
      ),
    );
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((tag) => tag.textContent)).toEqual([
      '2026-12-03 的检查点（30 条，第 44 条）已不一致：第 44 条已不存在；其后 2 个检查点也不一致',
      '1 行检查点签名无效（首个：2026-12.jsonl 第 4 行）',
    ]);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getAllByRole('alert')[0]!.textContent).toBe(
      'The checkpoint of 2026-12-03 (30 entries, #44) no longer matches: entry #44 is gone; 2 later checkpoints no longer match either',
    );
  });

  it('says when there is no checkpoint yet, and when the log was reset', async () => {
    asAdmin();
    api.fetchLogCheckpoint.mockImplementation(() => Promise.resolve(answer(checkpoints({ checkpoints: 0, latest: null, restart: RESET }))));
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    expect(await screen.findByText('尚无日志检查点')).toBeTruthy();
    expect(screen.getByText('2026-12-06 日志已被重置')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the log had been cut before it was reset', async () => {
    asAdmin();
    const checkpoint = { day: '2026-12-05', at: '2026-12-04T19:30:00.000Z', entries: 41, lastId: 57 };
    const cutBeforeReset = { day: '2026-12-06', emptied: { entries: 0, lastId: null }, checkpoint };
    api.fetchLogCheckpoint.mockImplementation(() =>
      Promise.resolve(answer(checkpoints({ checkpoints: 0, latest: null, restart: RESET, cutBeforeReset }))),
    );
    renderWithProviders(<ActivityLog />, '/log/activityLog');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '2026-12-06 重置时日志只有 0 条，少于此前 2026-12-05 的检查点（41 条）：重置前已被截短或改写',
    );
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
    expect(screen.queryByText(/日志链|检查点/)).toBeNull();
    expect(api.fetchLogChain).not.toHaveBeenCalled();
    expect(api.fetchLogCheckpoint).not.toHaveBeenCalled();
  });
});
