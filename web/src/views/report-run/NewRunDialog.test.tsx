import { catalogueEntry, REPORT_DEFINITIONS, type ReportDefinition, type ReportOptions } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import '../../i18n';
import { NewRunDialog } from './NewRunDialog';

const api = vi.hoisted(() => ({ createRun: vi.fn(), fetchReportCatalogue: vi.fn() }));
vi.mock('../../api/report-runs', () => api);
const reportsApi = vi.hoisted(() => ({ fetchReportOptions: vi.fn() }));
vi.mock('../../api/reports', () => reportsApi);

const envelope = <T,>(data: T) => ({ code: 200, msg: '', data, success: true });

const NPC_SESSIONS: ReportOptions['sessions'] = [
  { id: 1, body: 'NPC', name: '第十六届人民代表大会第二次会议', isCurrent: false },
  { id: 3, body: 'NPC', name: '第十六届人民代表大会第三次会议', isCurrent: true },
];
const CPPCC_SESSIONS: ReportOptions['sessions'] = [
  { id: 2, body: 'CPPCC', name: '政协第十三届委员会第二次会议', isCurrent: false },
  { id: 4, body: 'CPPCC', name: '政协第十三届委员会第三次会议', isCurrent: true },
];
const optionsWith = (sessions: ReportOptions['sessions']): ReportOptions => ({
  sessions,
  units: [],
  categories: { NPC: [], CPPCC: [] },
  properties: [],
  unitSystems: [],
});

/** A seat's catalogue as the service lists it: the reports of its level, none fixed to the other body. */
const catalogueOf = (level: number, otherBody?: 'NPC' | 'CPPCC') =>
  REPORT_DEFINITIONS.filter((d: ReportDefinition) => d.audience.minLevel <= level && (!d.body || d.body !== otherBody)).map(catalogueEntry);

/** The options a select's dropdown offers now (the dropdown its combobox controls). */
const optionTexts = (combobox: HTMLElement) => {
  const dropdown = document.getElementById(combobox.getAttribute('aria-controls') ?? '')?.closest('.ant-select-dropdown');
  return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map((o) => o.textContent);
};

const seat = (level: number, sessions: ReportOptions['sessions'], otherBody?: 'NPC' | 'CPPCC') => {
  api.fetchReportCatalogue.mockResolvedValue(envelope(catalogueOf(level, otherBody)));
  reportsApi.fetchReportOptions.mockResolvedValue(envelope(optionsWith(sessions)));
};

const open = () => renderWithProviders(<NewRunDialog open onClose={vi.fn()} onSaved={vi.fn()} />);

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  vi.clearAllMocks();
  api.createRun.mockResolvedValue({ code: 200, msg: '报表任务已创建', data: { id: 9 }, success: true });
});

describe('NewRunDialog', { timeout: 30_000 }, () => {
  it('offers NPC office staff only the NPC pack, with its sessions by name, and sends the chosen session’s id', async () => {
    seat(3, NPC_SESSIONS, 'CPPCC');
    open();
    const session = await screen.findByRole('combobox', { name: '届次会议' });
    await screen.findByText('当前届次（第十六届人民代表大会第三次会议）');
    expect(screen.getByRole('radio', { name: '人大' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: '政协' })).toBeNull();

    fireEvent.mouseDown(session);
    await waitFor(() => expect(optionTexts(session)).toEqual(['第十六届人民代表大会第三次会议（当前）', '第十六届人民代表大会第二次会议']));
    fireEvent.click(screen.getByTitle('第十六届人民代表大会第二次会议'));
    fireEvent.click(screen.getByRole('button', { name: /开始生成/ }));
    await waitFor(() => expect(api.createRun).toHaveBeenCalledWith({ formats: 'both', pack: { body: 'NPC', sessionId: 1 } }));
  });

  it('starts CPPCC office staff on the CPPCC pack, and a blank session means the current one', async () => {
    seat(3, CPPCC_SESSIONS, 'NPC');
    open();
    await waitFor(() => expect(screen.getByRole('radio', { name: '政协' })).toHaveProperty('checked', true));
    expect(screen.queryByRole('radio', { name: '人大' })).toBeNull();
    await screen.findByText('当前届次（政协第十三届委员会第三次会议）');
    fireEvent.click(screen.getByRole('button', { name: /开始生成/ }));
    await waitFor(() => expect(api.createRun).toHaveBeenCalledWith({ formats: 'both', pack: { body: 'CPPCC' } }));
  });

  it('offers a handling unit, which may use only part of a pack, the list of its reports instead', async () => {
    seat(2, [...NPC_SESSIONS, ...CPPCC_SESSIONS]);
    open();
    const reports = await screen.findByRole('combobox', { name: '报表' });
    expect(screen.queryByRole('radio', { name: /报表包/ })).toBeNull();
    expect(screen.getByRole('radio', { name: '选择报表' })).toHaveProperty('checked', true);
    fireEvent.mouseDown(reports);
    // The unit's statistics, but not the government-system variant of office staff, nor a one-case document.
    fireEvent.change(reports, { target: { value: '办理状态' } });
    await waitFor(() => expect(optionTexts(reports)).toEqual(['办理状态统计']));
    fireEvent.change(reports, { target: { value: '代表建议' } });
    await waitFor(() => expect(optionTexts(reports)).toEqual([]));
  });

  it('shows the name a run left without one gets: the chosen pack, in the reader’s language', async () => {
    seat(3, CPPCC_SESSIONS, 'NPC');
    open();
    const name = screen.getByRole('textbox', { name: '任务名称' });
    await waitFor(() => expect(name.getAttribute('placeholder')).toBe('留空则命名为“政协报表包”'));
  });
});
