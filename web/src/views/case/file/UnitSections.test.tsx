import type { CaseAssignment, CaseReply } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { useTabsStore } from '../../../stores/tabs';
import { caseFile, daysFromNow, envelope, reportOptions } from '../shared/test-data';
import CaseFile from './CaseFile';

const api = vi.hoisted(() => ({ fetchCaseFile: vi.fn() }));
vi.mock('../../../api/cases', () => api);
const handling = vi.hoisted(() => ({ signAssignment: vi.fn(), requestReturn: vi.fn(), consultCase: vi.fn(), replyCase: vi.fn() }));
vi.mock('../../../api/case-handling', () => handling);
const uploads = vi.hoisted(() => ({ uploadFiles: vi.fn(), downloadAttachment: vi.fn() }));
vi.mock('../../../api/uploads', () => uploads);
const reports = vi.hoisted(() => ({ fetchReportOptions: vi.fn(), searchCases: vi.fn() }));
vi.mock('../../../api/reports', () => reports);

const SUFFIX = 'Ab3dEf7hIj0lMn9p';

const assignment = (id: number, extra: Partial<CaseAssignment>): CaseAssignment => ({
  id,
  unitId: id,
  unitName: `单位${id}`,
  role: 'LEAD',
  status: 'PENDING',
  assignedAt: '2026-02-01T02:00:00.000Z',
  dueAt: daysFromNow(30),
  signedAt: null,
  returnReason: '',
  contactName: '',
  contactPhone: '',
  rehandleDueAt: null,
  originalDueAt: null,
  light: 'green',
  actions: [],
  ...extra,
});

const reply = (id: number, extra: Partial<CaseReply>): CaseReply => ({
  id,
  assignmentId: 31,
  unitName: '市教育局',
  round: 1,
  docNo: `市教函${id}号`,
  repliedAt: '2026-03-01T02:00:00.000Z',
  resultCategory: 'A',
  adoption: 'ADOPTED',
  consultMethod: 'VISIT',
  signer: '李四',
  content: '已解决',
  attachments: [],
  isOpinion: false,
  ...extra,
});

/** The buttons' texts without antd's spacing (plain DOM: role queries are slow on a page this size). */
const buttonTexts = () => Array.from(document.querySelectorAll('button')).map((b) => (b.textContent ?? '').replace(/\s/g, ''));
const buttonNamed = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => (b.textContent ?? '').replace(/\s/g, '') === name);

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(handling), ...Object.values(uploads), ...Object.values(reports)])
    fn.mockReset();
  reports.fetchReportOptions.mockImplementation(() => envelope(reportOptions));
  uploads.downloadAttachment.mockResolvedValue(undefined);
  handling.signAssignment.mockImplementation(() => envelope({ id: 7, version: 4, status: 'IN_PROGRESS', caseNo: 'R16-3-0007' }, '已签收'));
  useTabsStore.getState().reset();
});

describe('CaseFile for a handling unit', { timeout: 30_000 }, () => {
  it('gives the unit’s own rows the buttons of their actions only, and signs with the case version', async () => {
    api.fetchCaseFile.mockImplementation(() =>
      envelope(
        caseFile({
          status: 'ASSIGNED',
          version: 5,
          assignments: [
            assignment(31, { unitName: '市教育局', actions: ['sign', 'requestReturn'] }),
            assignment(32, { unitName: '市交通局', role: 'CO', status: 'PENDING', actions: [] }),
          ],
        }),
      ),
    );
    renderWithProviders(<CaseFile />, '/case/detail?id=7');
    expect(await screen.findByText('市交通局')).toBeTruthy();
    const texts = buttonTexts();
    expect(texts.filter((text) => text === '签收')).toHaveLength(1);
    expect(texts.filter((text) => text === '申请退回')).toHaveLength(1);
    for (const hidden of ['面商', '答复', '协办意见', '催办']) expect(texts).not.toContain(hidden);

    fireEvent.click(buttonNamed('签收')!);
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    fireEvent.click(Array.from(confirm.querySelectorAll('button')).at(-1)!);
    await waitFor(() => expect(handling.signAssignment).toHaveBeenCalledWith({ id: 7, version: 5, assignmentId: 31 }));
    await waitFor(() => expect(api.fetchCaseFile).toHaveBeenCalledTimes(2));
  });

  it('offers a 协办 unit its opinion, and lists consultations, replies with their files and opinions apart', async () => {
    api.fetchCaseFile.mockImplementation(() =>
      envelope(
        caseFile({
          status: 'IN_PROGRESS',
          assignments: [assignment(33, { unitName: '市财政局', role: 'CO', status: 'SIGNED', actions: ['consult', 'reply'] })],
          consultations: [
            {
              id: 1,
              assignmentId: 31,
              unitName: '市教育局',
              method: 'MEETING',
              heldOn: '2026-02-20',
              people: '张三、王五',
              notes: '座谈了办理思路',
              recordedBy: '赵六',
              recordedAt: '2026-02-20T08:00:00.000Z',
            },
          ],
          replies: [
            reply(1, { attachments: [{ name: `办理方案${SUFFIX}.pdf`, url: '/api/Upload/GetFile/20/x.pdf' }] }),
            reply(2, { unitName: '市财政局', docNo: '市财函2号', isOpinion: true }),
          ],
        }),
      ),
    );
    renderWithProviders(<CaseFile />, '/case/detail?id=7');
    expect(await screen.findByText('座谈了办理思路')).toBeTruthy();
    expect(screen.getByText('张三、王五')).toBeTruthy();
    expect(screen.getByText('座谈会')).toBeTruthy();

    const texts = buttonTexts();
    expect(texts).toEqual(expect.arrayContaining(['面商', '协办意见']));
    expect(texts).not.toContain('答复');

    // Each reply is shown whole, its text included, without opening a row.
    const first = screen.getByRole('article', { name: '第1轮答复 · 市教育局' });
    expect(first.textContent).toContain('已解决');
    expect(first.textContent).toContain('市教函1号');
    expect(screen.queryByText(`办理方案${SUFFIX}.pdf`)).toBeNull();
    fireEvent.click(buttonNamed('办理方案.pdf')!);
    expect(uploads.downloadAttachment).toHaveBeenCalledWith('/api/Upload/GetFile/20/x.pdf', '办理方案.pdf');

    const opinions = screen.getByRole('region', { name: '协办意见' });
    expect(opinions.textContent).toContain('市财函2号');
    expect(opinions.textContent).not.toContain('市教函1号');

    fireEvent.click(buttonNamed('协办意见')!);
    expect(await screen.findByText('协办意见：R16-3-0007（送主办单位）')).toBeTruthy();
  });
});
