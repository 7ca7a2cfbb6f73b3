import type { CosignInvitationRow, CurrentUserInfo } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { LocationProbe, NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { useUserStore } from '../../../stores/user';
import { caseRow, daysFromNow, envelope } from '../shared/test-data';
import MyCases from './MyCases';

const api = vi.hoisted(() => ({ fetchCaseList: vi.fn(), fetchCaseFile: vi.fn(), withdrawCase: vi.fn() }));
vi.mock('../../../api/cases', () => api);
const submitter = vi.hoisted(() => ({
  fetchCosignInvitations: vi.fn(),
  fetchCosignerOptions: vi.fn(),
  respondCosign: vi.fn(),
  saveCaseDraft: vi.fn(),
  submitCase: vi.fn(),
  evaluateCase: vi.fn(),
}));
vi.mock('../../../api/case-submitter', () => submitter);

const deputy = { user_ID: 9, staff_Name: '张三', hR_ID: 5, type: 1, roles: ['deputy'], roleCodes: ['19'], level: 1 } as CurrentUserInfo;

const invitation = (caseId: number, extra: Partial<CosignInvitationRow>): CosignInvitationRow => ({
  caseId,
  caseVersion: caseId + 100,
  body: 'NPC',
  kind: 'SUGGESTION',
  title: `关于第${caseId}件事的建议`,
  leadName: '李四',
  submittedAt: '2026-03-01T02:00:00.000Z',
  respondBy: daysFromNow(3),
  status: 'INVITED',
  ...extra,
});

const invitations = [
  invitation(41, {}),
  invitation(42, { respondBy: null }),
  invitation(43, { status: 'CONFIRMED' }),
  invitation(44, { respondBy: daysFromNow(-2) }),
];

// Role queries are slow on a page this size: the tests find elements by label and text instead.
const WAIT = { timeout: 10_000 };

/** The dialog whose title is `title` (a form dialog's or a confirmation's). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const headings = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' }, WAIT);
  return headings.at(-1)!.closest<HTMLElement>('.ant-modal')!;
}

/** Clicks the OK of the dialog of that title (its last button). */
async function confirmDialog(title: string) {
  const dialog = await dialogTitled(title);
  fireEvent.click(Array.from(dialog.querySelectorAll('button')).at(-1)!);
}

/** A tab by its label, and whether it is the one shown. */
const tabOf = (label: string) => screen.getByText(label).closest<HTMLElement>('[role=tab]')!;
const selected = (tab: HTMLElement) => tab.getAttribute('aria-selected') === 'true';

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(submitter)]) fn.mockReset();
  useUserStore.setState({ userInfo: deputy });
  api.fetchCaseList.mockImplementation(() =>
    envelope({
      rows: [
        caseRow(1, { status: 'DRAFT', caseNo: null, title: '关于草稿的建议', submittedAt: null }),
        caseRow(2, { status: 'SUBMITTED', caseNo: null }),
        caseRow(3, { status: 'REPLIED', units: [{ name: '市教育局', role: 'LEAD' }] }),
        caseRow(4, { status: 'REGISTERED', submitter: '王五', leadMemberId: 6 }),
      ],
      total: 4,
      pageIndex: 1,
      pageSize: 20,
    }),
  );
  submitter.fetchCosignInvitations.mockImplementation(() => envelope(invitations));
  submitter.respondCosign.mockImplementation(() => envelope({ id: 41, version: 142, status: 'SUBMITTED', caseNo: null }, '已确认附议'));
  submitter.submitCase.mockImplementation(() => envelope({ id: 1, version: 12, status: 'SUBMITTED', caseNo: null }, '已提交'));
  api.withdrawCase.mockImplementation(() => envelope({ id: 2, version: 13, status: 'WITHDRAWN', caseNo: null }, '已撤回'));
});

describe('MyCases', { timeout: 30_000 }, () => {
  it('opens on the invitations of the URL with the count still open, and confirms one with its version', async () => {
    renderWithProviders(
      <>
        <MyCases />
        <LocationProbe />
      </>,
      '/suggestion/mine?tab=invitations',
    );
    await screen.findByText('关于第41件事的建议', undefined, WAIT);
    expect(selected(tabOf('附议邀请（2）'))).toBe(true);
    expect(api.fetchCaseList).not.toHaveBeenCalled();
    expect(screen.getByText('已确认')).toBeTruthy();
    expect(screen.getByText('已过期未回复')).toBeTruthy();
    expect(screen.getAllByLabelText(/^确认附议：/)).toHaveLength(2);

    fireEvent.click(screen.getByLabelText('确认附议：关于第41件事的建议'));
    await confirmDialog('确认附议');
    await waitFor(() => expect(submitter.respondCosign).toHaveBeenCalledWith({ id: 41, version: 141, accept: true }));
    // The invitations are asked again once answered.
    await waitFor(() => expect(submitter.fetchCosignInvitations).toHaveBeenCalledTimes(2));

    fireEvent.click(tabOf('我的建议'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/suggestion/mine'));
  });

  it('lists the caller’s own cases with the filters of the URL, the 待测评 hint and each row’s actions', async () => {
    renderWithProviders(<MyCases />, '/suggestion/mine?status=DRAFT&keyword=公交');
    expect(await screen.findByText('关于草稿的建议', undefined, WAIT)).toBeTruthy();
    expect(api.fetchCaseList).toHaveBeenLastCalledWith(
      { body: 'NPC', status: 'DRAFT', keyword: '公交', pageIndex: 1, pageSize: 20 },
      expect.any(AbortSignal),
    );
    await waitFor(() => expect(tabOf('附议邀请（2）')).toBeTruthy());
    expect(screen.getByText('待测评')).toBeTruthy();
    expect(screen.getByText('市教育局')).toBeTruthy();

    for (const action of ['编辑', '提交', '撤回']) expect(screen.getByLabelText(`${action}：关于草稿的建议`)).toBeTruthy();
    expect(screen.getByLabelText('撤回：关于第2件事的建议')).toBeTruthy();
    expect(screen.queryByLabelText('提交：关于第2件事的建议')).toBeNull();
    // A case another deputy leads (the caller co-signed it) offers nothing, and says so in 我的身份.
    expect(screen.queryByLabelText(/R16-3-0004/)).toBeNull();
    const roleCells = (id: number) => document.querySelector(`tr[data-row-key="${id}"]`)!.textContent;
    expect(roleCells(4)).toContain('附议');
    expect(roleCells(3)).toContain('领衔');

    fireEvent.click(screen.getByLabelText('提交：关于草稿的建议'));
    await confirmDialog('提交');
    await waitFor(() => expect(submitter.submitCase).toHaveBeenCalledWith({ id: 1, version: 11 }));
  });

  it('on a phone, shows each case and each invitation as a card: the title whole, status and role, actions as buttons', async () => {
    const phone = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...phone(query), matches: query.includes('max-width'), media: query }));
    try {
      renderWithProviders(<MyCases />, '/suggestion/mine');
      const cards = await screen.findByRole('list', { name: '我的建议' }, WAIT);
      expect(document.querySelector('.ant-table')).toBeNull();
      const items = await within(cards).findAllByRole('listitem', undefined, WAIT);
      expect(items).toHaveLength(4);
      expect(within(items[0]!).getByRole('link', { name: '关于草稿的建议' })).toBeTruthy();
      expect(within(items[0]!).getByText('暂存')).toBeTruthy();
      expect(within(items[3]!).getByText('附议')).toBeTruthy();
      const withdraw = within(items[1]!).getByRole('button', { name: '撤回：关于第2件事的建议' });
      expect(withdraw.classList.contains('ant-btn-link')).toBe(false);
      fireEvent.click(withdraw);
      expect(await dialogTitled('撤回')).toBeTruthy();

      fireEvent.click(tabOf('附议邀请（2）'));
      const invited = await screen.findByRole('list', { name: '附议邀请' }, WAIT);
      expect(await within(invited).findAllByRole('listitem', undefined, WAIT)).toHaveLength(4);
      expect(within(invited).getByRole('button', { name: '确认附议：关于第41件事的建议' })).toBeTruthy();
    } finally {
      vi.stubGlobal('matchMedia', phone);
    }
  });

  it('withdraws a submitted case with an optional reason', async () => {
    renderWithProviders(<MyCases />, '/suggestion/mine');
    fireEvent.click(await screen.findByLabelText('撤回：关于第2件事的建议', undefined, WAIT));
    const dialog = await dialogTitled('撤回');
    fireEvent.change(within(dialog).getByLabelText('撤回理由（选填）'), { target: { value: '已另行反映' } });
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).at(-1)!);
    await waitFor(() => expect(api.withdrawCase).toHaveBeenCalledWith({ id: 2, version: 12, reason: '已另行反映' }));
  });

  it('is a member’s 我的提案 with 新建提案 for a CPPCC account', async () => {
    useUserStore.setState({ userInfo: { ...deputy, type: 2, roles: ['member'], roleCodes: ['21'] } });
    submitter.fetchCosignInvitations.mockImplementation(() => envelope([]));
    renderWithProviders(<MyCases />, '/proposal/mine');
    expect(selected(tabOf('我的提案'))).toBe(true);
    expect(tabOf('联名邀请')).toBeTruthy();
    expect(await screen.findByText('新建提案', undefined, WAIT)).toBeTruthy();
    await waitFor(() =>
      expect(api.fetchCaseList).toHaveBeenCalledWith(expect.objectContaining({ body: 'CPPCC' }), expect.any(AbortSignal)),
    );
  });
});
