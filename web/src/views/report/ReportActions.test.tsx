import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusyRetryOptions } from '../../api/busy-retry';
import { renderWithProviders } from '../../components/list/testing';
import '../../i18n';
import { ReportActions } from './ReportActions';

const api = vi.hoisted(() => ({ downloadReport: vi.fn() }));
vi.mock('../../api/reports', () => api);

/** A download the server keeps busy: it tells one 5-second wait, then waits until cancelled. */
function busyUntilCancelled(_id: string, _format: string, _title: string, _query: unknown, busy: BusyRetryOptions) {
  busy.onWait?.(5, 1);
  return new Promise((_resolve, reject) =>
    busy.signal?.addEventListener('abort', () => reject(new DOMException('The download was cancelled', 'AbortError'))),
  );
}

describe('ReportActions', () => {
  it('shows a busy download as queued with a cancel, and cancelling ends it without an error', async () => {
    api.downloadReport.mockImplementationOnce(busyUntilCancelled).mockResolvedValueOnce('办理状态统计_20261126.pdf');
    renderWithProviders(<ReportActions id="caseStatusReportPrint" fileTitle="办理状态统计" query={{}} disabled={false} />);

    fireEvent.click(screen.getByRole('button', { name: /下载PDF/ }));
    expect(await screen.findByText('服务器正忙，下载已排队：5 秒后第 1 次重试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消下载' }));

    expect(await screen.findByText('已取消下载')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('已取消下载');
    await waitFor(() => expect(screen.queryByText(/下载已排队/)).toBeNull());
    expect(screen.queryByText(/异常/)).toBeNull();

    // The buttons work again once the PDF button stops spinning (antd ignores a click on a loading button).
    const pdf = screen.getByRole('button', { name: /下载PDF/ });
    await waitFor(() => expect(pdf.className).not.toMatch(/ant-btn-loading/));
    fireEvent.click(pdf);
    expect(await screen.findByText('已下载 办理状态统计_20261126.pdf')).toBeTruthy();
  });

  it('says each download beside the buttons, one line the next download replaces, and never as a toast', async () => {
    api.downloadReport.mockResolvedValueOnce('办理状态统计_20261126.pdf').mockResolvedValueOnce('办理状态统计_20261126.xlsx');
    renderWithProviders(<ReportActions id="caseStatusReportPrint" fileTitle="办理状态统计" query={{}} disabled={false} />);
    const status = screen.getByRole('status');

    fireEvent.click(screen.getByRole('button', { name: /下载PDF/ }));
    await waitFor(() => expect(status.textContent?.trim()).toBe('已下载 办理状态统计_20261126.pdf'));
    const excel = screen.getByRole('button', { name: /下载Excel/ });
    await waitFor(() => expect(excel.hasAttribute('disabled')).toBe(false));
    fireEvent.click(excel);
    await waitFor(() => expect(status.textContent?.trim()).toBe('已下载 办理状态统计_20261126.xlsx'));

    // One line, not one per download; nothing floats over the page (antd's message layer stays empty).
    expect(screen.queryByText(/办理状态统计_20261126\.pdf/)).toBeNull();
    expect(document.querySelector('.ant-message')?.textContent ?? '').toBe('');
  });

  it('offers Word only for a report that has it, and downloads it as docx', async () => {
    api.downloadReport.mockResolvedValueOnce('人大代表建议办理情况报告_20261128.docx');
    const { unmount } = renderWithProviders(
      <ReportActions id="caseStatusReportPrint" fileTitle="办理状态统计" query={{}} disabled={false} />,
    );
    expect(screen.queryByRole('button', { name: /下载Word/ })).toBeNull();
    unmount();
    renderWithProviders(
      <ReportActions id="npcProcessReportPrint" fileTitle="人大代表建议办理情况报告" query={{ sessionId: '3' }} disabled={false} word />,
    );
    fireEvent.click(screen.getByRole('button', { name: /下载Word/ }));
    expect(await screen.findByText('已下载 人大代表建议办理情况报告_20261128.docx')).toBeTruthy();
    expect(api.downloadReport).toHaveBeenLastCalledWith(
      'npcProcessReportPrint',
      'docx',
      '人大代表建议办理情况报告',
      { sessionId: '3' },
      expect.anything(),
    );
  });
});
