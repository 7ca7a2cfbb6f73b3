import type { MemberImportReport, MemberProfile } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import '../../i18n';
import { route } from '../../layouts/test-routes';
import { useRoutesStore } from '../../stores/routes';
import DelegateList from './DelegateList';

const row: MemberProfile = {
  hR_ID: 5,
  staff_Name: '李四',
  case_ID: 'dlg005',
  spV_ID: 3,
  dlG_ID: 1,
  backGround: '中共党员',
  address: '某局 局长',
  create_Time: '2026-01-01T00:00:00.000Z',
  operator: 'npc01',
  type: 1,
  mobile: '13800138000',
  native_place: '某路1号',
  remark: '某局',
  meet_Name: '十六届三次',
  dlG_Name: '第一代表团',
};

const envelope = <T,>(data: T, msg = '') => Promise.resolve({ code: 200, msg, data, success: true });

const api = vi.hoisted(() => ({
  fetchMembers: vi.fn(),
  fetchMemberOptions: vi.fn(),
  exportMembers: vi.fn(),
  importMembers: vi.fn(),
  downloadImportTemplate: vi.fn(),
  addMember: vi.fn(),
  updateMember: vi.fn(),
  changeMember: vi.fn(),
  deleteMember: vi.fn(),
}));
vi.mock('../../api/members', () => api);

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchMembers.mockImplementation(() => envelope({ rows: [row], total: 41, pageIndex: 1, pageSize: 20 }));
  api.fetchMemberOptions.mockImplementation(() => envelope({ delegations: [], sessions: [], backgrounds: [], types: [] }));
  api.exportMembers.mockResolvedValue(undefined);
});

describe('DelegateList', { timeout: 30_000 }, () => {
  it('opened from a report’s 参与人数, shows its conditions as tags, keeps them through a search, and drops one when closed', async () => {
    const took = 'body=NPC&sessionId=3&figure=received';
    renderWithProviders(<DelegateList />, `/delegate/delegateList?DLG_ID=1&Body=NPC&tookPartIn=${encodeURIComponent(took)}`);
    expect(await screen.findByText('仅列出领衔或附议（联名）过报表所统计案件的人')).toBeTruthy();
    expect(screen.getByText('仅列出人大各代表团（提案单位）的人员')).toBeTruthy();
    expect(api.fetchMembers).toHaveBeenLastCalledWith({ DLG_ID: 1, Body: 'NPC', tookPartIn: took }, 1, 20, expect.any(AbortSignal));
    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '李' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.fetchMembers).toHaveBeenLastCalledWith(
        expect.objectContaining({ Staff_Name: '李', Body: 'NPC', tookPartIn: took }),
        1,
        20,
        expect.any(AbortSignal),
      ),
    );
    fireEvent.click(screen.getByLabelText('取消此条件：仅列出领衔或附议（联名）过报表所统计案件的人'));
    await waitFor(() => expect(api.fetchMembers.mock.lastCall?.[0]).not.toHaveProperty('tookPartIn'));
    expect(api.fetchMembers.mock.lastCall?.[0]).toMatchObject({ Staff_Name: '李', Body: 'NPC' });
    expect(screen.queryByText('仅列出领衔或附议（联名）过报表所统计案件的人')).toBeNull();
  });

  it('lists a page from the server and exports exactly the applied filter', async () => {
    renderWithProviders(<DelegateList />, '/delegate/delegateList');
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(screen.getByText('共 41 条')).toBeTruthy();
    expect(api.fetchMembers).toHaveBeenLastCalledWith({}, 1, 20, expect.any(AbortSignal));

    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '李' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.fetchMembers).toHaveBeenLastCalledWith({ Staff_Name: '李' }, 1, 20, expect.any(AbortSignal)));

    fireEvent.click(screen.getByRole('button', { name: /导出Excel/ }));
    await waitFor(() => expect(api.exportMembers).toHaveBeenCalledWith({ Staff_Name: '李' }, '代表委员名单'));
  });

  it('reports the bad rows of an import and can import the valid rows only', async () => {
    const rejected: MemberImportReport = {
      mode: 'all',
      total: 3,
      valid: 2,
      invalid: 1,
      imported: 0,
      errors: [{ row: 3, field: '联系电话', message: '请输入正确的手机号' }],
    };
    api.importMembers
      .mockImplementationOnce(() => envelope(rejected, '有1行数据有误，未导入任何数据'))
      .mockImplementationOnce(() => envelope({ ...rejected, mode: 'validOnly', imported: 2 }, '成功导入2条'));
    renderWithProviders(<DelegateList />, '/delegate/delegateList');
    fireEvent.click(await screen.findByRole('button', { name: /导入Excel/ }));
    const input = (await waitFor(() => document.querySelector('.ant-modal input[type="file"]'))) as HTMLInputElement;
    const file = new File(['x'], '名单.xlsx');
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(await screen.findByRole('button', { name: /开始导入/ }));

    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(screen.getByText('共 3 行：正确 2 行，有误 1 行，已导入 0 行')).toBeTruthy();
    expect(api.importMembers.mock.calls[0]?.slice(0, 2)).toEqual([file, 'all']);

    fireEvent.click(screen.getByRole('button', { name: /只导入正确的行/ }));
    expect(await screen.findByText('共 3 行：正确 2 行，有误 1 行，已导入 2 行')).toBeTruthy();
    expect(api.importMembers.mock.calls[1]?.slice(0, 2)).toEqual([file, 'validOnly']);
    await waitFor(() => expect(api.fetchMembers).toHaveBeenCalledTimes(2));
  });

  it('closes the edit dialog with Esc, and never opens 调整 on top of it', async () => {
    renderWithProviders(<DelegateList />, '/delegate/delegateList');
    await screen.findByText('李四');
    const rowButton = (name: RegExp) => screen.getAllByRole('button', { name }).find((button) => button.closest('tr'))!;
    // In tests every antd id is the same, so a dialog is found by its title's text rather than its name;
    // one that is closing (jsdom never ends its leave animation) counts as closed.
    const dialogTitled = (title: string) =>
      screen
        .queryAllByRole('dialog')
        .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title && !/-leave\b/.test(dialog.className)) ?? null;
    const pressEsc = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape', keyCode: 27 });

    fireEvent.click(rowButton(/编\s*辑/));
    await waitFor(() => expect(dialogTitled('编辑代表委员')).not.toBeNull());
    await waitFor(() => expect((screen.getByRole('textbox', { name: '账号' }) as HTMLInputElement).value).toBe('dlg005'));
    // A click that reaches the row's 调整 (past the mask) opens nothing over the edit dialog.
    fireEvent.click(rowButton(/调\s*整/));
    expect(dialogTitled('调整代表委员')).toBeNull();
    pressEsc();
    await waitFor(() => expect(dialogTitled('编辑代表委员')).toBeNull());

    // Once it is closed, 调整 opens as usual, and Esc closes it too.
    fireEvent.click(rowButton(/调\s*整/));
    await waitFor(() => expect(dialogTitled('调整代表委员')).not.toBeNull());
    pressEsc();
    await waitFor(() => expect(dialogTitled('调整代表委员')).toBeNull());
  });

  it('links each person (a real link, reached by Tab) to the register of their body filtered to the cases they lead', async () => {
    useRoutesStore
      .getState()
      .setRoutes([
        route('/npc', '人大建议', { component: 'Layout', children: [route('suggestions', '建议管理', { component: 'CaseRegister' })] }),
        route('/cppcc', '政协提案', { component: 'Layout', children: [route('proposals', '提案管理', { component: 'CaseRegister' })] }),
      ]);
    const member: MemberProfile = { ...row, hR_ID: 8, staff_Name: '王五', case_ID: 'wy008', spV_ID: 4, type: 2 };
    api.fetchMembers.mockImplementation(() => envelope({ rows: [row, member], total: 2, pageIndex: 1, pageSize: 20 }));
    api.fetchMemberOptions.mockImplementation(() =>
      envelope({
        delegations: [],
        sessions: [{ value: 4, label: '政协第十三届委员会第三次会议', body: 'CPPCC', isCurrent: true }],
        backgrounds: [],
        types: [],
      }),
    );
    renderWithProviders(
      <>
        <DelegateList />
        <LocationProbe />
      </>,
      '/delegate/delegateList',
    );
    const deputy = await screen.findByRole('link', { name: '李四领衔的建议' });
    expect(deputy.textContent).toBe('领衔的建议');
    expect(deputy.getAttribute('href')).toBe('/npc/suggestions?memberId=5');
    expect(deputy.tagName).toBe('A');
    expect(deputy.getAttribute('tabindex')).not.toBe('-1');
    const cppcc = await screen.findByRole('link', { name: '王五领衔的提案' });
    expect(cppcc.getAttribute('href')).toBe('/cppcc/proposals?memberId=8');
    fireEvent.click(cppcc);
    expect(screen.getByTestId('location').textContent).toBe('/cppcc/proposals?memberId=8');
  });

  it('offers no link to a register the user cannot open', async () => {
    useRoutesStore.getState().setRoutes([
      route('/delegate', '代表委员', {
        component: 'Layout',
        children: [route('delegateList', '代表委员名单', { component: 'DelegateList' })],
      }),
    ]);
    renderWithProviders(<DelegateList />, '/delegate/delegateList');
    await screen.findByText('李四');
    expect(screen.queryByRole('link', { name: /领衔/ })).toBeNull();
  });
});
