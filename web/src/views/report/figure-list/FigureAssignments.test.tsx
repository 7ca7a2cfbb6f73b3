import type { AssignmentFactRow } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { LocationProbe, NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { envelope, reportOptions } from '../../case/shared/test-data';
import FigureAssignments from './FigureAssignments';

const api = vi.hoisted(() => ({ fetchFigureAssignments: vi.fn() }));
vi.mock('../../../api/case-handling', () => api);
const reports = vi.hoisted(() => ({ fetchReportOptions: vi.fn() }));
vi.mock('../../../api/reports', () => reports);

const row = (assignmentId: number, extra: Partial<AssignmentFactRow> = {}): AssignmentFactRow => ({
  assignmentId,
  caseId: assignmentId + 100,
  body: 'NPC',
  caseNo: `R16-3-000${assignmentId}`,
  title: `关于第${assignmentId}件事的建议`,
  caseStatus: 'IN_PROGRESS',
  unitId: 1,
  unitName: '市教育局',
  role: 'LEAD',
  status: 'REPLIED',
  assignedAt: '2026-02-01T02:00:00.000Z',
  dueAt: '2026-05-01T02:00:00.000Z',
  signedAt: '2026-02-03T02:00:00.000Z',
  repliedAt: '2026-04-01T02:00:00.000Z',
  resultCategory: 'A',
  consultMethod: null,
  workSatisfaction: 'SATISFIED',
  resultSatisfaction: 'BASIC',
  overdue: false,
  ...extra,
});

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  api.fetchFigureAssignments.mockReset();
  api.fetchFigureAssignments.mockImplementation(() => envelope({ rows: [row(1), row(2)], total: 2, pageIndex: 1, pageSize: 20 }));
  reports.fetchReportOptions.mockImplementation(() => envelope(reportOptions));
});

describe('FigureAssignments (件次清单)', { timeout: 30_000 }, () => {
  it('asks for the figure’s list with every filter of its link, says what the figure counts and shows each filter to change', async () => {
    renderWithProviders(
      <>
        <FigureAssignments />
        <LocationProbe />
      </>,
      '/report/assignments?body=NPC&sessionId=3&unitId=1&figure=replied&part=main&resultCategory=A%2CB',
    );
    expect(await screen.findByText('R16-3-0001')).toBeTruthy();
    expect(api.fetchFigureAssignments).toHaveBeenLastCalledWith(
      { body: 'NPC', sessionId: 3, unitId: 1, figure: 'replied', part: 'main', resultCategory: 'A,B', pageIndex: 1, pageSize: 20 },
      expect.any(AbortSignal),
    );
    expect(screen.getByText(/^统计口径：截至统计日承办单位已发出答复/)).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'R16-3-0001' }).getAttribute('href')).toBe('/case/detail?id=101');
    // The filters the link applied are in the bar: in their fields, or as tags for the folded ones.
    const bar = document.querySelector('form')!;
    expect(bar.textContent).toContain('已答复');
    expect(bar.textContent).toContain('市教育局');
    expect(bar.textContent).toContain('单办、主办、分办');

    // Changing a filter: 查询 keeps every other filter of the link.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '统计项' }));
    fireEvent.click(await screen.findByTitle('超期'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.fetchFigureAssignments).toHaveBeenLastCalledWith(
        { body: 'NPC', sessionId: 3, unitId: 1, figure: 'overdue', part: 'main', resultCategory: 'A,B', pageIndex: 1, pageSize: 20 },
        expect.any(AbortSignal),
      ),
    );
    expect(screen.getByTestId('location').textContent).toBe(
      '/report/assignments?body=NPC&sessionId=3&unitId=1&part=main&figure=overdue&resultCategory=A%2CB',
    );
  });
});
