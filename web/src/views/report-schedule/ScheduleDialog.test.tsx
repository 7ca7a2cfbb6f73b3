import { catalogueEntry, REPORT_DEFINITIONS, type ReportOptions, type ReportScheduleView } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Select } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectMessages } from '../../components/form/testing';
import { NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import '../../i18n';
import { ScheduleDialog } from './ScheduleDialog';

const api = vi.hoisted(() => ({ saveSchedule: vi.fn(), fetchReportCatalogue: vi.fn(), previewCron: vi.fn() }));
vi.mock('../../api/report-runs', () => api);
const reportsApi = vi.hoisted(() => ({ fetchReportOptions: vi.fn() }));
vi.mock('../../api/reports', () => reportsApi);

const envelope = <T,>(data: T) => ({ code: 200, msg: '', data, success: true });

const options: ReportOptions = {
  sessions: [
    { id: 1, body: 'NPC', name: '第十六届人民代表大会第二次会议', isCurrent: false },
    { id: 3, body: 'NPC', name: '第十六届人民代表大会第三次会议', isCurrent: true },
    { id: 2, body: 'CPPCC', name: '政协第十三届委员会第二次会议', isCurrent: false },
    { id: 4, body: 'CPPCC', name: '政协第十三届委员会第三次会议', isCurrent: true },
  ],
  units: [],
  categories: { NPC: [], CPPCC: [] },
  properties: [],
  unitSystems: [],
};

/** 00:00 UTC on the 1st of five months: 08:00 in Shanghai. */
const MONTHLY = ['2027-01-01', '2027-02-01', '2027-03-01', '2027-04-01', '2027-05-01'].map((day) => `${day}T00:00:00.000Z`);

const monthly: ReportScheduleView = {
  id: 4,
  name: '月度报表包',
  cron: '0 8 1 * *',
  timezone: 'Asia/Shanghai',
  request: { formats: 'xlsx', pack: { body: 'CPPCC' } },
  runAsUserId: 1,
  runAsName: '管理员（admin）',
  keepRuns: 12,
  keepDays: null,
  enabled: true,
  lastFiredAt: null,
};

const runAs = <Select aria-label="运行身份" options={[{ value: 1, label: '管理员（admin）' }]} />;
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
/** The options a select's dropdown offers now (the dropdown its combobox controls). */
const optionTexts = (combobox: HTMLElement) => {
  const dropdown = document.getElementById(combobox.getAttribute('aria-controls') ?? '')?.closest('.ant-select-dropdown');
  return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map((o) => o.textContent);
};

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  // An administrator's catalogue: every report.
  api.fetchReportCatalogue.mockReset().mockResolvedValue(envelope(REPORT_DEFINITIONS.map(catalogueEntry)));
  api.saveSchedule.mockReset().mockResolvedValue({ code: 200, msg: '保存成功', data: { id: 4 }, success: true });
  api.previewCron.mockReset().mockResolvedValue(envelope({ next: MONTHLY, problem: null }));
  reportsApi.fetchReportOptions.mockReset().mockResolvedValue(envelope(options));
});

describe('ScheduleDialog', { timeout: 30_000 }, () => {
  it('asks for a name and who it runs as, with the catalogue’s messages', async () => {
    renderWithProviders(<ScheduleDialog open editing={null} userPicker={runAs} onClose={vi.fn()} onSaved={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '新增计划' })).toBeTruthy();
    ok();
    await expectMessages(['请输入计划名称（不超过100个字）', '请选择以哪个用户的身份运行']);
    expect(api.saveSchedule).not.toHaveBeenCalled();
  });

  it('opens with the schedule it edits and saves it whole', async () => {
    const onSaved = vi.fn();
    renderWithProviders(<ScheduleDialog open editing={monthly} userPicker={runAs} onClose={vi.fn()} onSaved={onSaved} />);
    expect(screen.getByRole('dialog', { name: '修改计划' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('计划名称') as HTMLInputElement).value).toBe('月度报表包'));
    fireEvent.change(screen.getByLabelText('Cron 表达式'), { target: { value: '0 9 1 * *' } });
    ok();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.saveSchedule).toHaveBeenCalledWith({
      id: 4,
      name: '月度报表包',
      cron: '0 9 1 * *',
      timezone: 'Asia/Shanghai',
      request: { formats: 'xlsx', pack: { body: 'CPPCC' } },
      runAsUserId: 1,
      keepRuns: 12,
      keepDays: null,
      enabled: true,
    });
  });

  it('lists the next five firings in the chosen time zone as the expression is typed', async () => {
    renderWithProviders(<ScheduleDialog open editing={null} userPicker={runAs} onClose={vi.fn()} onSaved={vi.fn()} />);
    const firings = await screen.findByRole('list', { name: '接下来 5 次运行（Asia/Shanghai）：' }, { timeout: 10_000 });
    expect(
      within(firings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2027-01-01 周五 08:00',
      '2027-02-01 周一 08:00',
      '2027-03-01 周一 08:00',
      '2027-04-01 周四 08:00',
      '2027-05-01 周六 08:00',
    ]);
    expect(api.previewCron).toHaveBeenCalledWith('0 8 1 * *', 'Asia/Shanghai', expect.anything());

    // Another zone: the same instants read in that zone's clock.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '时区' }));
    fireEvent.change(screen.getByRole('combobox', { name: '时区' }), { target: { value: 'America/New_York' } });
    fireEvent.click(await screen.findByTitle('America/New_York'));
    const newYork = await screen.findByRole('list', { name: '接下来 5 次运行（America/New_York）：' }, { timeout: 10_000 });
    expect(within(newYork).getAllByRole('listitem')[0]?.textContent).toBe('2026-12-31 周四 19:00');
    expect(api.previewCron).toHaveBeenLastCalledWith('0 8 1 * *', 'America/New_York', expect.anything());
  });

  it('says precisely what is wrong with an expression, and what never fires', async () => {
    renderWithProviders(<ScheduleDialog open editing={null} userPicker={runAs} onClose={vi.fn()} onSaved={vi.fn()} />);
    const cron = await screen.findByLabelText('Cron 表达式');
    fireEvent.change(cron, { target: { value: '99 8 * * *' } });
    await expectMessages(['“分”字段的 99 超出范围 0–59']);
    fireEvent.change(cron, { target: { value: '0 8 1 *' } });
    await expectMessages(['Cron 表达式应有 5 个字段（分 时 日 月 周），现有 4 个']);
    expect(screen.queryByRole('list', { name: /接下来 5 次运行/ })).toBeNull();

    api.previewCron.mockResolvedValue(envelope({ next: [], problem: { key: 'schedule.cronNever' } }));
    fireEvent.change(cron, { target: { value: '0 8 31 2 *' } });
    await expectMessages(['该表达式永远不会触发（如 2 月 31 日），请检查日和月']);
  });

  it('offers sessions by name and time zones from a list, never free text', async () => {
    renderWithProviders(<ScheduleDialog open editing={null} userPicker={runAs} onClose={vi.fn()} onSaved={vi.fn()} />);
    const session = await screen.findByRole('combobox', { name: '届次会议' });
    await screen.findByText('当前届次（第十六届人民代表大会第三次会议）');
    fireEvent.mouseDown(session);
    await waitFor(() => expect(optionTexts(session)).toEqual(['第十六届人民代表大会第三次会议（当前）', '第十六届人民代表大会第二次会议']));
    expect(screen.getByText('留空则每次运行时使用当时的当前届次')).toBeTruthy();

    const zone = screen.getByRole('combobox', { name: '时区' });
    fireEvent.mouseDown(zone);
    await waitFor(() => expect(optionTexts(zone)[0]).toBe('UTC'));
    fireEvent.change(zone, { target: { value: 'Shangh' } });
    await waitFor(() => expect(optionTexts(zone)).toEqual(['Asia/Shanghai']));
    // A typed zone that is not in the list offers nothing to pick; the zone stays the one chosen.
    fireEvent.change(zone, { target: { value: 'abc7' } });
    await waitFor(() => expect(optionTexts(zone)).toEqual([]));
    expect(screen.getByTitle('Asia/Shanghai')).toBeTruthy();
  });
});
