import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { caseRow, daysFromNow, envelope, reportOptions } from '../shared/test-data';
import { choose } from '../shared/testing';
import CaseRegister from './CaseRegister';

const api = vi.hoisted(() => ({
  fetchCaseList: vi.fn(),
  exportCases: vi.fn(),
  fetchReturnRequests: vi.fn(),
  batchAssignCases: vi.fn(),
  batchAcceptCases: vi.fn(),
  batchUrgeCases: vi.fn(),
  assignCase: vi.fn(),
  enterCase: vi.fn(),
  decideReturn: vi.fn(),
}));
vi.mock('../../../api/cases', () => api);
const reports = vi.hoisted(() => ({ fetchReportOptions: vi.fn() }));
vi.mock('../../../api/reports', () => reports);
const members = vi.hoisted(() => ({ fetchMembers: vi.fn(), fetchMemberOptions: vi.fn() }));
vi.mock('../../../api/members', () => members);

const overdue = caseRow(1, { status: 'ASSIGNED', dueAt: daysFromNow(-3), light: 'red', units: [{ name: '市教育局', role: 'LEAD' }] });
const onTime = caseRow(2, { status: 'ASSIGNED', dueAt: daysFromNow(12), light: 'green' });
// 疑似重复 of an earlier case that has no 案号 yet: named by its title and status.
const repeat = caseRow(3, { duplicateOf: { id: 9, caseNo: null, title: '关于治理河道的建议', status: 'SUBMITTED', likeness: 88 } });

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(reports), ...Object.values(members)]) fn.mockReset();
  api.fetchCaseList.mockImplementation(() => envelope({ rows: [overdue, onTime, repeat], total: 3, pageIndex: 1, pageSize: 20 }));
  api.batchAssignCases.mockImplementation(() => envelope([], '已交办2件'));
  api.exportCases.mockResolvedValue(undefined);
  reports.fetchReportOptions.mockImplementation(() => envelope(reportOptions));
  members.fetchMemberOptions.mockImplementation(() => envelope({ delegations: [], sessions: [], backgrounds: [], types: [] }));
  members.fetchMembers.mockImplementation(() => envelope({ rows: [], total: 0, pageIndex: 1, pageSize: 20 }));
});

describe('CaseRegister', { timeout: 30_000 }, () => {
  it('sends the body of its path and the filters of the URL, and shows the deadline light in words', async () => {
    renderWithProviders(<CaseRegister />, '/cppcc/proposals?status=ASSIGNED&overdue=true&keyword=公交&sort=dueAt&order=desc');
    expect(await screen.findByText('逾期 3 天')).toBeTruthy();
    expect(screen.getByText('剩余 12 天')).toBeTruthy();
    expect(screen.getByText('市教育局（主办）')).toBeTruthy();
    // 疑似重复 is among the columns shown on demand (column settings): the key ones fit a 1366 px window.
    expect(screen.queryByRole('link', { name: '关于治理河道的建议（已提交，88%）' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: '疑似重复' }));
    expect(await screen.findByRole('link', { name: '关于治理河道的建议（已提交，88%）' })).toBeTruthy();
    expect(api.fetchCaseList).toHaveBeenLastCalledWith(
      {
        body: 'CPPCC',
        status: 'ASSIGNED',
        overdue: true,
        keyword: '公交',
        sortField: 'dueAt',
        sortOrder: 'desc',
        pageIndex: 1,
        pageSize: 20,
      },
      expect.any(AbortSignal),
    );
    // 仅逾期 is folded: it shows as a tag, and the list stays where the rows are.
    expect(screen.getByRole('button', { name: '去掉条件“仅逾期”' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() =>
      expect(api.exportCases).toHaveBeenCalledWith(
        { body: 'CPPCC', status: 'ASSIGNED', overdue: true, keyword: '公交', sortField: 'dueAt', sortOrder: 'desc' },
        expect.stringMatching(/^提案列表_/),
      ),
    );
  });

  it('assigns every selected case with its version', async () => {
    renderWithProviders(<CaseRegister />, '/npc/suggestions');
    await screen.findByText('逾期 3 天');
    expect(api.fetchCaseList).toHaveBeenLastCalledWith({ body: 'NPC', pageIndex: 1, pageSize: 20 }, expect.any(AbortSignal));
    const batch = screen.getByRole('button', { name: /批量交办/ });
    expect((batch as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 R16-3-0001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 R16-3-0003' }));
    expect(screen.getByText('已选 2 件（跨页保留，最多 200 件）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /批量交办/ }));
    expect(await screen.findByText('批量交办（2 件）')).toBeTruthy();
    await waitFor(() => expect(reports.fetchReportOptions).toHaveBeenCalled());
    await choose('承办单位 1', '市交通局');
    fireEvent.click(screen.getByRole('button', { name: /^交\s*办$/ }));

    await waitFor(() => expect(api.batchAssignCases).toHaveBeenCalledTimes(1));
    expect(api.batchAssignCases).toHaveBeenCalledWith({
      cases: [
        { id: 1, version: 11 },
        { id: 3, version: 13 },
      ],
      units: [expect.objectContaining({ unitId: 2, role: 'LEAD' })],
    });
  });

  it('keeps the selection across pages, urges every selected case and says per case what it did', async () => {
    api.fetchCaseList.mockImplementation((query: { pageIndex: number }) =>
      envelope(
        query.pageIndex === 2
          ? { rows: [caseRow(21), caseRow(22)], total: 22, pageIndex: 2, pageSize: 20 }
          : { rows: [overdue, onTime, caseRow(3)], total: 22, pageIndex: 1, pageSize: 20 },
      ),
    );
    api.batchUrgeCases.mockImplementation(() =>
      envelope([
        { id: 1, caseNo: 'R16-3-0001', title: '关于第1件事的建议', done: true, message: '已催办' },
        { id: 3, caseNo: 'R16-3-0003', title: '关于第3件事的建议', done: true, message: '已催办' },
        { id: 21, caseNo: 'R16-3-00021', title: '关于第21件事的建议', done: false, message: '没有尚未办复的交办，无需催办' },
      ]),
    );
    renderWithProviders(<CaseRegister />, '/npc/suggestions');
    await screen.findByText('逾期 3 天');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 R16-3-0001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 R16-3-0003' }));
    fireEvent.click(screen.getByTitle('2'));
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择 R16-3-00021' }));
    expect(screen.getByText('已选 3 件（跨页保留，最多 200 件）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /批量催办/ }));
    expect(await screen.findByText('批量催办（3 件）')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('催办说明'), { target: { value: '请月底前答复' } });
    fireEvent.click(screen.getByRole('button', { name: /^批量催办$/ }));
    await waitFor(() => expect(api.batchUrgeCases).toHaveBeenCalledTimes(1));
    expect(api.batchUrgeCases).toHaveBeenCalledWith({
      note: '请月底前答复',
      cases: [
        { id: 1, version: 11 },
        { id: 3, version: 13 },
        { id: 21, version: 31 },
      ],
    });
    expect(await screen.findByText('完成 2 件，未完成 1 件。')).toBeTruthy();
    expect(screen.getByText('没有尚未办复的交办，无需催办')).toBeTruthy();
    // Done: the selection is cleared.
    expect(screen.queryByText(/已选 \d+ 件/)).toBeNull();
  });
  it('批量立案 keeps each case’s category unless one is chosen, and lists the cases a chosen one changes', async () => {
    reports.fetchReportOptions.mockImplementation(() =>
      envelope({
        ...reportOptions,
        categories: {
          NPC: [
            { value: 'EDU', zh: '教育', en: 'Education' },
            { value: 'FARM', zh: '农业农村', en: 'Agriculture' },
          ],
          CPPCC: [],
        },
      }),
    );
    api.fetchCaseList.mockImplementation(() =>
      envelope({
        rows: [caseRow(1, { status: 'REGISTERED' }), caseRow(2, { status: 'REGISTERED', category: 'FARM', categoryLabel: '农业农村' })],
        total: 2,
        pageIndex: 1,
        pageSize: 20,
      }),
    );
    api.batchAcceptCases.mockImplementation(() => envelope([]));
    renderWithProviders(<CaseRegister />, '/npc/suggestions');
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择 R16-3-0001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 R16-3-0002' }));
    fireEvent.click(screen.getByRole('button', { name: /批量立案/ }));
    const dialog = (await screen.findByText('批量立案（2 件）')).closest<HTMLElement>('[role="dialog"]')!;
    const pick = async (name: string, option: string) => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name }));
      fireEvent.click(
        await waitFor(() => [...document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${option}"]`)].at(-1)!),
      );
    };
    await pick('性质', '当年');
    await pick('类别', '教育');
    expect(await within(dialog).findByText('以下 1 件的类别将改为“教育”：')).toBeTruthy();
    expect(within(dialog).getByText('R16-3-0002：农业农村 → 教育')).toBeTruthy();
    const category = within(dialog).getByRole('combobox', { name: '类别' }).closest('.ant-select')!;
    fireEvent.click(category.querySelector('.ant-select-clear')!);
    await waitFor(() => expect(within(dialog).queryByText(/的类别将改为/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /^立\s*案$/ }));
    await waitFor(() => expect(api.batchAcceptCases).toHaveBeenCalledTimes(1));
    expect(api.batchAcceptCases.mock.calls[0]![0]).toMatchObject({ property: 'CURRENT', cases: [{ id: 1 }, { id: 2 }] });
    expect(api.batchAcceptCases.mock.calls[0]![0].category).toBeUndefined();
  });
});
