import type { ReportData } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import i18n from '../../i18n';
import { PrintReportPage } from './PrintReportPage';

const data: ReportData = {
  id: 'caseStatusReportPrint',
  title: '办理状态统计',
  subtitle: '政协 · 政协第十三届委员会第三次会议',
  orientation: 'landscape',
  header: '政协 · 政协第十三届委员会第三次会议',
  generatedAt: '2026-03-01T01:02:03.000Z',
  generatedBy: '系统管理员',
  blocks: [
    {
      type: 'table',
      columns: [
        { key: 'unit', title: '承办单位', format: 'text' },
        { key: 'assigned', title: '交办', format: 'int' },
      ],
      rows: [
        { kind: 'data', cells: { unit: '市教育局', assigned: 3 } },
        { kind: 'total', cells: { unit: '合计', assigned: 3 } },
      ],
    },
  ],
};

const api = vi.hoisted(() => ({
  fetchReportData: vi.fn(),
  fetchReportOptions: vi.fn(),
  searchCases: vi.fn(),
  downloadReport: vi.fn(),
}));
vi.mock('../../api/reports', () => api);

const open = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/:report" element={<PrintReportPage />} />
    </Routes>,
    path,
  );

const envelope = <T,>(data: T) => ({ code: 200, msg: '', data, success: true });

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(async () => {
  vi.clearAllMocks();
  api.fetchReportData.mockResolvedValue(envelope(data));
  api.fetchReportOptions.mockResolvedValue(
    envelope({
      sessions: [],
      units: [],
      categories: { NPC: [], CPPCC: [] },
      properties: [],
      unitSystems: [],
    }),
  );
  api.searchCases.mockResolvedValue(envelope({ rows: [], total: 0, pageIndex: 1, pageSize: 20 }));
  await i18n.changeLanguage('zh');
});

describe('PrintReportPage', { timeout: 30_000 }, () => {
  it('previews the report of the parameters in the URL', async () => {
    open('/caseStatusReportPrint?body=cppcc&unitId=x');
    expect(await screen.findByText('市教育局')).toBeTruthy();
    expect(api.fetchReportData).toHaveBeenCalledWith('caseStatusReportPrint', { body: 'CPPCC' });
    expect(screen.getAllByText('办理状态统计').length).toBeGreaterThan(0);
    expect(screen.getByText('合计')).toBeTruthy();
  });

  it('shows the server’s message when the report cannot be produced', async () => {
    api.fetchReportData.mockRejectedValue(new Error('届次不存在'));
    open('/caseStatusReportPrint?sessionId=99');
    expect(await screen.findByText('届次不存在')).toBeTruthy();
    expect(screen.getByText('报表生成失败')).toBeTruthy();
  });

  it('asks for a case before a one-case document is fetched', async () => {
    open('/npcContentAdvicePrint');
    expect(await screen.findByText('请先选择案件')).toBeTruthy();
    expect(api.fetchReportData).not.toHaveBeenCalled();
  });

  it('keeps the PDF button loading until the file has arrived', async () => {
    let finish: (name: string) => void = () => undefined;
    api.downloadReport.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    open('/caseStatusReportPrint?body=CPPCC');
    await screen.findByText('市教育局');
    const pdf = screen.getByRole('button', { name: /下载PDF/ });
    fireEvent.click(pdf);
    expect(api.downloadReport).toHaveBeenCalledWith(
      'caseStatusReportPrint',
      'pdf',
      '办理状态统计',
      { body: 'CPPCC' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await waitFor(() => expect(pdf.className).toContain('ant-btn-loading'));
    finish('办理状态统计_20261122.pdf');
    await waitFor(() => expect(pdf.className).not.toContain('ant-btn-loading'));
    // The toast names the file as the server named it, date included.
    expect(await screen.findByText('已下载 办理状态统计_20261122.pdf')).toBeTruthy();
  });

  it('speaks English on screen while the sheet stays in Chinese', async () => {
    await i18n.changeLanguage('en');
    open('/caseStatusReportPrint');
    expect(await screen.findByText('市教育局')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download Excel/ })).toBeTruthy();
    expect(screen.getByText('Status statistics')).toBeTruthy();
  });
});
