import type { Commitment } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { envelope, reportOptions } from '../shared/test-data';
import Commitments from './Commitments';

const api = vi.hoisted(() => ({ fetchCommitments: vi.fn(), requestCommitmentUpdates: vi.fn(), reportCommitment: vi.fn() }));
vi.mock('../../../api/commitments', () => api);
const reports = vi.hoisted(() => ({ fetchReportOptions: vi.fn() }));
vi.mock('../../../api/reports', () => reports);

const commitment = (id: number, extra: Partial<Commitment> = {}): Commitment => ({
  id,
  caseId: id + 100,
  caseVersion: id + 10,
  caseNo: `R16-3-000${id}`,
  title: `关于第${id}件事的建议`,
  sessionName: '十六届三次',
  unitId: 1,
  unitName: '市教育局',
  category: 'B',
  promise: '年底前完成改造',
  promisedOn: '2026-12-31',
  repliedOn: '2026-06-01',
  standing: 'OPEN',
  requestedAt: null,
  requestNote: '',
  updates: [],
  ...extra,
});

const page = (rows: Commitment[]) => envelope({ rows, total: rows.length, pageIndex: 1, pageSize: 20 });
const rowOf = (caseNo: string) => screen.getByText(caseNo).closest('tr') as HTMLElement;
const button = (scope: HTMLElement | Document, name: string) =>
  Array.from(scope.querySelectorAll('button')).find((b) => (b.textContent ?? '').replace(/\s/g, '') === name);

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(reports)]) fn.mockReset();
  reports.fetchReportOptions.mockImplementation(() => envelope(reportOptions));
  api.fetchCommitments.mockImplementation(() =>
    page([
      commitment(1),
      commitment(2, {
        standing: 'KEPT',
        promise: '',
        updates: [{ progress: 'KEPT', text: '已完成', reportedOn: '2026-09-01', reportedBy: '李四' }],
      }),
    ]),
  );
});

describe('Commitments (回头看)', { timeout: 30_000 }, () => {
  it('shows the office its body’s commitments with the filters of the URL, and asks the chosen units for an update', async () => {
    api.requestCommitmentUpdates.mockImplementation(() =>
      envelope([{ id: 101, caseNo: 'R16-3-0001', title: '关于第1件事的建议', done: true, message: '已请求更新' }]),
    );
    renderWithProviders(<Commitments />, '/npc/commitments?standing=OPEN&unitId=1');
    await screen.findByText('R16-3-0001');
    expect(api.fetchCommitments).toHaveBeenLastCalledWith(
      { standing: 'OPEN', unitId: 1, body: 'NPC', pageIndex: 1, pageSize: 20 },
      expect.any(AbortSignal),
    );
    // The latest report is a column shown on demand: the key columns fit a 1366 px window.
    expect(screen.queryByText('2026-09-01 已兑现：已完成')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: '最近进展' }));
    expect(await screen.findByText('2026-09-01 已兑现：已完成')).toBeTruthy();
    expect(screen.getByText('（见答复正文）')).toBeTruthy();
    // A kept commitment is asked nothing more.
    expect(button(rowOf('R16-3-0002'), '请求更新')).toBeUndefined();

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 R16-3-0001' }));
    fireEvent.click(button(document, '请求更新')!);
    const note = await screen.findByLabelText('说明（承办单位可见）');
    fireEvent.change(note, { target: { value: '请月底前报告' } });
    fireEvent.click(button(document.querySelector('.ant-modal') as HTMLElement, '请求更新')!);
    await waitFor(() => expect(api.requestCommitmentUpdates).toHaveBeenCalledWith({ commitmentIds: [1], note: '请月底前报告' }));
  });

  it('lets a unit report on its own commitment with the case’s version', async () => {
    api.reportCommitment.mockImplementation(() => envelope({ id: 101, version: 12, status: 'CLOSED', caseNo: 'R16-3-0001' }, '已报告进展'));
    renderWithProviders(<Commitments />, '/handling/commitments');
    await screen.findByText('R16-3-0001');
    expect(api.fetchCommitments).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 20 }, expect.any(AbortSignal));
    // A unit's list has no unit column and no selection.
    expect(screen.queryByRole('checkbox', { name: '选择 R16-3-0001' })).toBeNull();
    fireEvent.click(button(rowOf('R16-3-0001'), '报告进展')!);
    expect(await screen.findByText('承诺事项：年底前完成改造')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '进展情况' }));
    fireEvent.click(await screen.findByTitle('已兑现'));
    fireEvent.change(screen.getByLabelText('进展说明'), { target: { value: '路口改造已完工' } });
    fireEvent.click(button(document.querySelector('.ant-modal') as HTMLElement, '报告进展')!);
    await waitFor(() =>
      expect(api.reportCommitment).toHaveBeenCalledWith(
        expect.objectContaining({ id: 101, version: 11, commitmentId: 1, progress: 'KEPT', text: '路口改造已完工' }),
      ),
    );
  });
});
