import type { AssignmentRow } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { LocationProbe, NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { daysFromNow, envelope, reportOptions } from '../shared/test-data';
import UnitAssignments from './UnitAssignments';

const api = vi.hoisted(() => ({
  fetchAssignments: vi.fn(),
  exportAssignments: vi.fn(),
  signAssignment: vi.fn(),
  requestReturn: vi.fn(),
  consultCase: vi.fn(),
  replyCase: vi.fn(),
}));
vi.mock('../../../api/case-handling', () => api);
const reports = vi.hoisted(() => ({ fetchReportOptions: vi.fn() }));
vi.mock('../../../api/reports', () => reports);

const row = (assignmentId: number, extra: Partial<AssignmentRow> = {}): AssignmentRow => ({
  assignmentId,
  caseId: assignmentId + 100,
  caseVersion: assignmentId + 10,
  body: 'NPC',
  kind: 'SUGGESTION',
  caseNo: `R16-3-000${assignmentId}`,
  title: `关于第${assignmentId}件事的建议`,
  caseStatus: 'ASSIGNED',
  submitter: '张三',
  role: 'LEAD',
  status: 'PENDING',
  round: 1,
  assignedAt: '2026-02-01T02:00:00.000Z',
  dueAt: daysFromNow(20),
  signedAt: null,
  repliedAt: null,
  light: 'green',
  ...extra,
});

const counts = { pending: 3, handling: 5, replied: 7, overdue: 2 };
const answer = (list: AssignmentRow[]) => envelope({ list, total: list.length, counts });
/** The table row that shows a case number. */
const rowOf = (caseNo: string) => screen.getByText(caseNo).closest('tr') as HTMLElement;
/** A row's button by its text without antd's spacing (plain DOM: role queries are slow on a page this size). */
const buttonTexts = (scope: HTMLElement) =>
  Array.from(scope.querySelectorAll('button')).map((b) => (b.textContent ?? '').replace(/\s/g, ''));
const button = (scope: HTMLElement, name: string) =>
  Array.from(scope.querySelectorAll('button')).find((b) => (b.textContent ?? '').replace(/\s/g, '') === name);
/**
 * Confirms the confirmation of that title with its last button, its OK. (Found by its class: under test
 * antd gives every element the same generated id, so a dialog beside a table is not named by its title.)
 */
const confirmOk = async (title: string) => {
  const confirm = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
    expect(found?.querySelector('.ant-modal-title')?.textContent).toBe(title);
    return found as HTMLElement;
  });
  fireEvent.click(Array.from(confirm.querySelectorAll('button')).at(-1)!);
};

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(reports)]) fn.mockReset();
  api.fetchAssignments.mockImplementation(() =>
    answer([row(1), row(2, { role: 'CO', status: 'SIGNED', signedAt: '2026-02-03T02:00:00.000Z' })]),
  );
  api.signAssignment.mockImplementation(() => envelope({ id: 101, version: 12, status: 'IN_PROGRESS', caseNo: 'R16-3-0001' }, '已签收'));
  api.exportAssignments.mockResolvedValue(undefined);
  reports.fetchReportOptions.mockImplementation(() => envelope(reportOptions));
});

describe('UnitAssignments', { timeout: 30_000 }, () => {
  it('opens the tab of the stage in the URL, shows every stage’s count and moves between stages in the URL', async () => {
    api.fetchAssignments.mockImplementation(() =>
      answer([row(1, { status: 'SIGNED', round: 2, dueAt: daysFromNow(-3), light: 'red', signedAt: '2026-02-03T02:00:00.000Z' })]),
    );
    renderWithProviders(
      <>
        <UnitAssignments />
        <LocationProbe />
      </>,
      '/handling/assignments?stage=overdue&keyword=公交&sort=dueAt&order=asc',
    );
    expect(await screen.findByText('逾期 3 天')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '超期（2）' }).getAttribute('aria-selected')).toBe('true');
    for (const name of ['待签收（3）', '办理中（5）', '已答复（7）'])
      expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('false');
    expect(api.fetchAssignments).toHaveBeenLastCalledWith(
      { stage: 'overdue', keyword: '公交', sortField: 'dueAt', sortOrder: 'asc', pageIndex: 1, pageSize: 20 },
      expect.any(AbortSignal),
    );
    expect(screen.getByText('第二轮')).toBeTruthy();
    expect(screen.getByText('签收 2026-02-03')).toBeTruthy();
    expect(screen.getByRole('link', { name: '关于第1件事的建议' }).getAttribute('href')).toBe('/case/detail?id=101');

    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() =>
      expect(api.exportAssignments).toHaveBeenCalledWith(
        { stage: 'overdue', keyword: '公交', sortField: 'dueAt', sortOrder: 'asc' },
        expect.stringMatching(/^交办件_超期_\d{8}$/),
      ),
    );

    fireEvent.click(screen.getByRole('tab', { name: '已答复（7）' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('stage=replied'));
    expect(screen.getByTestId('location').textContent).toContain('keyword=');
    await waitFor(() =>
      expect(api.fetchAssignments).toHaveBeenLastCalledWith(
        expect.objectContaining({ stage: 'replied', pageIndex: 1 }),
        expect.any(AbortSignal),
      ),
    );
  });

  it('signs a row with its case, version and assignment, then asks for the list and counts again', async () => {
    renderWithProviders(<UnitAssignments />, '/handling/assignments');
    await screen.findByText('R16-3-0001');
    expect(api.fetchAssignments).toHaveBeenLastCalledWith({ stage: 'pending', pageIndex: 1, pageSize: 20 }, expect.any(AbortSignal));
    const calls = api.fetchAssignments.mock.calls.length;
    fireEvent.click(button(rowOf('R16-3-0001'), '签收')!);
    await confirmOk('签收');
    await waitFor(() => expect(api.signAssignment).toHaveBeenCalledWith({ id: 101, version: 11, assignmentId: 1 }));
    await waitFor(() => expect(api.fetchAssignments.mock.calls.length).toBeGreaterThan(calls));
    expect(await screen.findByText('已签收', { selector: '.ant-message *' })).toBeTruthy();
  });

  it('acts again on the same case with the version its last action answered, before the list has come back', async () => {
    renderWithProviders(<UnitAssignments />, '/handling/assignments');
    await screen.findByText('R16-3-0001');
    // The list asked again after 签收 does not answer while the user goes on.
    api.fetchAssignments.mockImplementation(() => new Promise(() => undefined));
    api.requestReturn.mockImplementation(() =>
      envelope({ id: 101, version: 13, status: 'ASSIGNED', caseNo: 'R16-3-0001' }, '已提交退回申请'),
    );
    fireEvent.click(button(rowOf('R16-3-0001'), '签收')!);
    await confirmOk('签收');
    expect(await screen.findByText('已签收', { selector: '.ant-message *' })).toBeTruthy();
    fireEvent.click(button(rowOf('R16-3-0001'), '申请退回')!);
    fireEvent.change(await screen.findByLabelText('退回理由'), { target: { value: '不属于本单位职责' } });
    fireEvent.click(button(document.querySelector<HTMLElement>('.ant-modal-footer')!, '申请退回')!);
    await waitFor(() =>
      expect(api.requestReturn).toHaveBeenCalledWith({ id: 101, version: 12, assignmentId: 1, reason: '不属于本单位职责' }),
    );
  });

  it('asks for the list and counts again after a refusal (a stale version)', async () => {
    api.signAssignment.mockImplementation(() =>
      Promise.reject(Object.assign(new Error('该案件已被他人更新，请刷新后重试'), { code: 409 })),
    );
    renderWithProviders(<UnitAssignments />, '/handling/assignments');
    await screen.findByText('R16-3-0001');
    const calls = api.fetchAssignments.mock.calls.length;
    fireEvent.click(button(rowOf('R16-3-0001'), '签收')!);
    await confirmOk('签收');
    await waitFor(() => expect(api.signAssignment).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(api.fetchAssignments.mock.calls.length).toBeGreaterThan(calls));
  });

  it('offers a 协办 row its opinion, to the lead unit, and a pending row no reply', async () => {
    renderWithProviders(<UnitAssignments />, '/handling/assignments?stage=handling');
    await screen.findByText('R16-3-0002');
    const pending = rowOf('R16-3-0001');
    expect(button(pending, '申请退回')).toBeTruthy();
    expect(button(pending, '答复')).toBeUndefined();
    const co = rowOf('R16-3-0002');
    expect(button(co, '答复')).toBeUndefined();
    fireEvent.click(button(co, '协办意见')!);
    expect(await screen.findByText('协办意见：R16-3-0002（送主办单位）', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(screen.getByText('协办意见送交主办单位，由主办单位汇总后答复提出人。')).toBeTruthy();
  });

  it('takes the row’s actions from the server when it sends them', async () => {
    api.fetchAssignments.mockImplementation(() => answer([row(1, { status: 'SIGNED', actions: ['consult', 'reply'] })]));
    renderWithProviders(<UnitAssignments />, '/handling/assignments?stage=handling');
    await screen.findByText('R16-3-0001');
    const texts = buttonTexts(rowOf('R16-3-0001'));
    expect(texts).toEqual(expect.arrayContaining(['面商', '答复']));
    expect(texts).not.toContain('申请退回');
  });
});
