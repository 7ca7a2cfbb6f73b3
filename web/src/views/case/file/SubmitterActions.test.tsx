import type { CaseFile } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders, testQueryClient } from '../../../components/list/testing';
import { caseFile, daysFromNow, envelope } from '../shared/test-data';
import { CaseActionBar } from './CaseActionBar';
import { CaseContent } from './CaseContent';

const submitter = vi.hoisted(() => ({
  evaluateCase: vi.fn(),
  respondCosign: vi.fn(),
  submitCase: vi.fn(),
  saveCaseDraft: vi.fn(),
  fetchCosignInvitations: vi.fn(),
  fetchCosignerOptions: vi.fn(),
}));
vi.mock('../../../api/case-submitter', () => submitter);
const cases = vi.hoisted(() => ({ fetchCaseFile: vi.fn(), withdrawCase: vi.fn() }));
vi.mock('../../../api/cases', () => cases);

const WAIT = { timeout: 10_000 };
const replied = caseFile({
  status: 'REPLIED',
  version: 9,
  toEvaluate: [
    { assignmentId: 31, unitName: '市教育局', replyId: 301, round: 1 },
    { assignmentId: 32, unitName: '市交通局', replyId: 302, round: 1 },
  ],
});

/** The bar's buttons by their text without antd's spacing. */
const barTexts = () => [...document.querySelectorAll('button')].map((button) => (button.textContent ?? '').replace(/\s/g, ''));
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').replace(/\s/g, '') === text)!;

/** The radio of `rating` in the `aspect` group (办理工作 / 办理结果) of one reply's block. */
function rate(block: HTMLElement, aspect: string, rating: string) {
  const group = within(block).getByLabelText(aspect);
  fireEvent.click(within(group).getByLabelText(rating));
}

const renderBar = (file: CaseFile, client = testQueryClient()) =>
  renderWithProviders(<CaseActionBar file={file} />, '/case/detail?id=7', client);

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of [...Object.values(submitter), ...Object.values(cases)]) fn.mockReset();
  submitter.evaluateCase.mockImplementation(() => envelope({ id: 7, version: 10, status: 'EVALUATED', caseNo: 'R16-3-0007' }, '已测评'));
  submitter.respondCosign.mockImplementation(() =>
    envelope({ id: 7, version: 4, status: 'REGISTERED', caseNo: 'R16-3-0007' }, '已谢绝附议'),
  );
});

describe('the submitter in the case file', { timeout: 30_000 }, () => {
  it('offers 测评 only when the server allows it', () => {
    renderBar({ ...replied, actions: [] });
    expect(barTexts()).not.toContain('测评');
  });

  it('requires both ratings of every reply, then sends them with the case version', async () => {
    const client = testQueryClient();
    const asked = vi.spyOn(client, 'invalidateQueries');
    renderBar({ ...replied, actions: ['evaluate'] }, client);
    fireEvent.click(button('测评'));
    const education = await screen.findByLabelText('市教育局 · 第 1 轮答复', undefined, WAIT);
    const transport = screen.getByLabelText('市交通局 · 第 1 轮答复');
    expect(screen.getByText(/任一项“不满意”的答复将退回该承办单位重新办理/)).toBeTruthy();

    rate(education, '办理工作', '满意');
    fireEvent.click(button('提交测评'));
    // Three ratings are missing: each says so under its group, and nothing is sent.
    await waitFor(() => expect(screen.getAllByText('请选择满意度')).toHaveLength(3));
    expect(submitter.evaluateCase).not.toHaveBeenCalled();

    rate(education, '办理结果', '基本满意');
    rate(transport, '办理工作', '不满意');
    rate(transport, '办理结果', '不满意');
    fireEvent.change(within(transport).getByLabelText('意见'), { target: { value: '未解决实际问题' } });
    fireEvent.click(button('提交测评'));
    await waitFor(() =>
      expect(submitter.evaluateCase).toHaveBeenCalledWith({
        id: 7,
        version: 9,
        ratings: [
          { assignmentId: 31, work: 'SATISFIED', result: 'BASIC', comment: '' },
          { assignmentId: 32, work: 'UNSATISFIED', result: 'UNSATISFIED', comment: '未解决实际问题' },
        ],
      }),
    );
    // The case file is asked again, to show 已测评 or 重新办理.
    await waitFor(() => expect(asked).toHaveBeenCalledWith({ queryKey: ['caseFile', 7] }));
  });

  it('lets an invited co-signer decline, once confirmed', async () => {
    renderBar(caseFile({ version: 3, actions: ['respondCosign'] }));
    expect(barTexts()).toEqual(expect.arrayContaining(['确认附议', '谢绝附议']));
    expect(barTexts()).not.toContain('提交');
    fireEvent.click(button('谢绝附议'));
    const titles = await screen.findAllByText('谢绝附议', { selector: '.ant-modal-confirm-title' }, WAIT);
    fireEvent.click([...titles.at(-1)!.closest('.ant-modal')!.querySelectorAll('button')].at(-1)!);
    await waitFor(() => expect(submitter.respondCosign).toHaveBeenCalledWith({ id: 7, version: 3, accept: false }));
  });

  it('offers a draft’s 编辑, 提交 and 撤回', () => {
    renderBar(caseFile({ status: 'DRAFT', actions: ['editDraft', 'submit', 'withdraw'] }));
    expect(barTexts()).toEqual(expect.arrayContaining(['编辑', '提交', '撤回']));
  });

  it('shows each co-signer’s answer', () => {
    renderWithProviders(
      <CaseContent
        file={caseFile({
          cosigners: [
            { memberId: 8, name: '王五', groupName: '第二代表团', cosignStatus: 'INVITED', respondBy: daysFromNow(3) },
            { memberId: 9, name: '赵六', groupName: '', cosignStatus: 'CONFIRMED', respondBy: null },
            { memberId: 10, name: '钱七', groupName: '', cosignStatus: 'DECLINED', respondBy: null },
          ],
        })}
      />,
    );
    expect(screen.getByText(/^王五（第二代表团） · 待确认（\d{4}-\d{2}-\d{2} 前）$/)).toBeTruthy();
    expect(screen.getByText('赵六 · 已确认')).toBeTruthy();
    expect(screen.getByText('钱七 · 已谢绝')).toBeTruthy();
  });
});
