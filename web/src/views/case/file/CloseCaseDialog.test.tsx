import type { CaseAssignment } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { caseFile, envelope } from '../shared/test-data';
import { CaseActionBar } from './CaseActionBar';

const cases = vi.hoisted(() => ({ fetchCaseFile: vi.fn(), closeCase: vi.fn(), withdrawAssignment: vi.fn() }));
vi.mock('../../../api/cases', () => cases);

const assignment = (extra: Partial<CaseAssignment>): CaseAssignment => ({
  id: 31,
  unitId: 1,
  unitName: '市教育局',
  role: 'LEAD',
  status: 'REPLIED',
  assignedAt: '2026-03-01T02:00:00.000Z',
  dueAt: '2026-06-01T15:59:59.999Z',
  signedAt: '2026-03-02T02:00:00.000Z',
  returnReason: '',
  contactName: '',
  contactPhone: '',
  rehandleDueAt: null,
  originalDueAt: null,
  light: null,
  actions: [],
  ...extra,
});
const evaluated = (coStatus: string) =>
  caseFile({
    status: 'EVALUATED',
    version: 9,
    actions: ['close', 'urge', 'withdrawAssignment'],
    assignments: [
      assignment({}),
      assignment({ id: 32, unitId: 2, unitName: '市财政局', role: 'CO', status: coStatus as CaseAssignment['status'] }),
    ],
  });
const button = (name: RegExp, within_: HTMLElement = document.body) => within(within_).getByRole('button', { name });

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of Object.values(cases)) fn.mockReset();
  cases.withdrawAssignment.mockImplementation(() => envelope({ id: 7, version: 10, status: 'EVALUATED' }, '已撤回交办'));
  cases.closeCase.mockImplementation(() => envelope({ id: 7, version: 10, status: 'CLOSED' }, '已办结'));
});

describe('closing a case', { timeout: 30_000 }, () => {
  it('lists a unit still at work, keeps 办结 disabled, and offers to withdraw the co-unit’s assignment with a reason', async () => {
    renderWithProviders(<CaseActionBar file={evaluated('SIGNED')} />);
    fireEvent.click(button(/^办\s*结$/));
    const dialog = await screen.findByRole('dialog', { name: '办结' });
    expect(within(dialog).getByText('市财政局（协办，已签收）')).toBeTruthy();
    expect((button(/^办\s*结$/, dialog) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(button(/撤回交办/, dialog));
    // Found by its title's text: the closing dialog, on its way out, is still in the document.
    const withdraw = (await screen.findByText('撤回对市财政局的交办')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(button(/撤回交办/, withdraw));
    expect(await within(withdraw).findByText('请填写理由')).toBeTruthy();
    fireEvent.change(within(withdraw).getByLabelText('撤回理由'), { target: { value: '逾期未提交意见' } });
    fireEvent.click(button(/撤回交办/, withdraw));
    await waitFor(() =>
      expect(cases.withdrawAssignment).toHaveBeenCalledWith({ id: 7, version: 9, assignmentId: 32, reason: '逾期未提交意见' }),
    );
    expect(cases.closeCase).not.toHaveBeenCalled();
  });

  it('closes once every unit is done', async () => {
    renderWithProviders(<CaseActionBar file={evaluated('REPLIED')} />);
    fireEvent.click(button(/^办\s*结$/));
    const dialog = await screen.findByRole('dialog', { name: '办结' });
    expect(within(dialog).getByText('确定办结“R16-3-0007”吗？')).toBeTruthy();
    fireEvent.click(button(/^办\s*结$/, dialog));
    await waitFor(() => expect(cases.closeCase).toHaveBeenCalledWith({ id: 7, version: 9 }));
  });
});
