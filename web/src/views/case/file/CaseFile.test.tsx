import type { CaseAssignment } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { useTabsStore } from '../../../stores/tabs';
import { caseFile, daysFromNow, envelope, reportOptions } from '../shared/test-data';
import CaseFile from './CaseFile';

const api = vi.hoisted(() => ({ fetchCaseFile: vi.fn(), decideReturn: vi.fn() }));
vi.mock('../../../api/cases', () => api);
const reports = vi.hoisted(() => ({ fetchReportOptions: vi.fn(), searchCases: vi.fn() }));
vi.mock('../../../api/reports', () => reports);

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  api.fetchCaseFile.mockReset();
  api.decideReturn
    .mockReset()
    .mockImplementation(() => envelope({ id: 7, version: 4, status: 'ASSIGNED', caseNo: 'R16-3-0007' }, '已保存'));
  reports.fetchReportOptions.mockReset().mockImplementation(() => envelope(reportOptions));
  useTabsStore.getState().reset();
});

/** The buttons' texts without antd's spacing (one role query: each is slow on a page this size). */
// Buttons by their text: role queries compute every accessible name of this large page, which is slow under load.
const buttons = () => Array.from(document.querySelectorAll('button'));
/** An open assignment of the case on its row, as the file lists it. */
const assignment = (overrides: Partial<CaseAssignment> & Pick<CaseAssignment, 'id' | 'unitName'>): CaseAssignment => ({
  unitId: overrides.id,
  role: 'LEAD',
  status: 'SIGNED',
  assignedAt: '2026-02-01T02:00:00.000Z',
  dueAt: daysFromNow(40),
  signedAt: null,
  returnReason: '',
  contactName: '',
  contactPhone: '',
  light: 'green',
  rehandleDueAt: null,
  originalDueAt: null,
  actions: [],
  ...overrides,
});
const buttonTexts = () => buttons().map((button) => (button.textContent ?? '').replace(/\s/g, ''));

describe('CaseFile', { timeout: 30_000 }, () => {
  it('offers only the actions the server allows, and names its tab after the 案号', async () => {
    api.fetchCaseFile.mockImplementation(() =>
      envelope(
        caseFile({
          actions: ['accept', 'reject', 'urge'],
          assignments: [
            {
              id: 31,
              unitId: 1,
              unitName: '市教育局',
              role: 'LEAD',
              status: 'SIGNED',
              assignedAt: '2026-02-01T02:00:00.000Z',
              dueAt: daysFromNow(-2),
              signedAt: '2026-02-02T02:00:00.000Z',
              returnReason: '',
              contactName: '王五',
              contactPhone: '12345',
              light: 'red',
              rehandleDueAt: null,
              originalDueAt: null,
              actions: [],
            },
          ],
        }),
      ),
    );
    renderWithProviders(<CaseFile />, '/case/detail?id=7');
    expect(await screen.findByText('关于改善公交的建议', { selector: 'td *, td' })).toBeTruthy();
    expect(api.fetchCaseFile).toHaveBeenCalledWith(7, expect.any(AbortSignal));

    const texts = buttonTexts();
    expect(texts).toEqual(expect.arrayContaining(['立案', '不予立案', '打印']));
    for (const hidden of ['登记', '并案', '交办', '办结', '撤回', '撤销交办']) expect(texts).not.toContain(hidden);
    // 催办 is allowed and the assignment is open; 撤销交办 is not allowed.
    expect(texts).toContain('催办');
    expect(screen.getByText('逾期 2 天')).toBeTruthy();

    await waitFor(() => expect(useTabsStore.getState().ownTitles['/case/detail?id=7']).toBe('R16-3-0007'));
  });

  it('立案 of an NPC case offers the NPC’s properties, not the CPPCC’s 重点提案', async () => {
    api.fetchCaseFile.mockImplementation(() => envelope(caseFile({ body: 'NPC', status: 'REGISTERED', actions: ['accept'] })));
    renderWithProviders(<CaseFile />, '/case/detail?id=7');
    await screen.findByText('关于改善公交的建议', { selector: 'td *, td' });
    fireEvent.click(buttons().find((button) => (button.textContent ?? '').replace(/\s/g, '') === '立案')!);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '性质' }));
    const offered = await waitFor(() => {
      const titles = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((option) => option.title);
      expect(titles.length).toBeGreaterThan(0);
      return titles;
    });
    expect(offered).toEqual(['当年', '多年重复', '重点督办']);
  });

  it('shows a motion as 案由, 理由 and 办法, and no action without leave', async () => {
    api.fetchCaseFile.mockImplementation(() =>
      envelope(caseFile({ kind: 'MOTION', caseNo: null, title: '关于立法的议案', reason: '因为', solution: '办法一', actions: [] })),
    );
    renderWithProviders(<CaseFile />, '/case/detail?id=7');
    expect(await screen.findByText('因为')).toBeTruthy();
    expect(screen.getByText('办法一')).toBeTruthy();
    expect(buttonTexts()).not.toContain('立案');
    await waitFor(() => expect(useTabsStore.getState().ownTitles['/case/detail?id=7']).toBe('关于立法的议案'));
  });

  it('decides a unit’s return request on its row: 同意 sends the approval with the case version', async () => {
    const returning = assignment({ id: 32, unitName: '市交通委', status: 'RETURN_REQUESTED', returnReason: '不属于本单位职责' });
    api.fetchCaseFile.mockImplementation(() => envelope(caseFile({ version: 3, actions: ['decideReturn'], assignments: [returning] })));
    renderWithProviders(<CaseFile />, '/case/detail?id=7');
    expect(await screen.findByText('不属于本单位职责')).toBeTruthy();
    expect(buttonTexts()).toEqual(expect.arrayContaining(['同意', '不同意']));
    fireEvent.click(buttons().find((b) => b.textContent?.replace(/\s/g, '') === '同意')!);
    const confirm = (await screen.findAllByText('同意退回'))[0]!.closest('.ant-modal') as HTMLElement;
    // The confirmation's last button is its OK.
    fireEvent.click(Array.from(confirm.querySelectorAll('button')).at(-1)!);
    await waitFor(() => expect(api.decideReturn).toHaveBeenCalledWith({ id: 7, version: 3, assignmentId: 32, approve: true, reason: '' }));
  });

  it('offers 撤销交办 on an unsigned co-unit and 撤回交办 on a signed one, never both on one row', async () => {
    const coUnit = (id: number, unitName: string, status: 'PENDING' | 'SIGNED') =>
      assignment({ id, unitName, role: 'CO', status, signedAt: status === 'SIGNED' ? '2026-02-02T02:00:00.000Z' : null });
    api.fetchCaseFile.mockImplementation(() =>
      envelope(
        caseFile({
          actions: ['removeAssignment', 'withdrawAssignment'],
          assignments: [coUnit(41, '市财政局', 'PENDING'), coUnit(42, '市民政局', 'SIGNED')],
        }),
      ),
    );
    renderWithProviders(<CaseFile />, '/case/detail?id=7');
    const rowOf = async (unit: string) => (await screen.findByText(unit, { selector: 'td *, td' })).closest('tr') as HTMLElement;
    const actionsOf = async (unit: string) =>
      Array.from((await rowOf(unit)).querySelectorAll('button')).map((b) => (b.textContent ?? '').replace(/\s/g, ''));
    expect(await actionsOf('市财政局')).toEqual(['撤销交办']);
    expect(await actionsOf('市民政局')).toEqual(['撤回交办']);
  });
});
