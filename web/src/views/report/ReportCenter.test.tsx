import { catalogueEntry, REPORT_DEFINITIONS } from '@proposal-desk/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import i18n from '../../i18n';
import ReportCenter from './ReportCenter';

const api = vi.hoisted(() => ({ fetchReportList: vi.fn() }));
vi.mock('../../api/reports', () => api);

const entries = REPORT_DEFINITIONS.filter((d) => d.group === 'status').map(catalogueEntry);

/** The name cell of every listed report: the element that carries `data-report`. */
const nameCells = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-report]')];

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  api.fetchReportList.mockResolvedValue({ code: 200, msg: '', data: entries, success: true });
});

describe('ReportCenter', { timeout: 30_000 }, () => {
  it('names every report in Chinese only when the user reads Chinese', async () => {
    await i18n.changeLanguage('zh');
    const { container } = renderWithProviders(<ReportCenter />);
    await screen.findByText('办理状态统计');
    const cells = nameCells(container);
    expect(cells).toHaveLength(entries.length);
    for (const [index, cell] of cells.entries()) expect(cell.textContent).toBe(entries[index]!.title.zh);
    expect(container.textContent).not.toContain('Status statistics');
  });

  it('names every report in English only when the user reads English', async () => {
    await i18n.changeLanguage('en');
    const { container } = renderWithProviders(<ReportCenter />);
    await screen.findByText('Status statistics');
    for (const [index, cell] of nameCells(container).entries()) expect(cell.textContent).toBe(entries[index]!.title.en);
    expect(within(container).queryByText('办理状态统计')).toBeNull();
  });
});
