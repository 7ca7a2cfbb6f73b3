import type { ReportScheduleView } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Select } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectMessages } from '../../components/form/testing';
import { NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import '../../i18n';
import { ScheduleDialog } from './ScheduleDialog';

const api = vi.hoisted(() => ({ saveSchedule: vi.fn(), fetchReportCatalogue: vi.fn() }));
vi.mock('../../api/report-runs', () => api);

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

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  api.fetchReportCatalogue.mockReset().mockResolvedValue({ code: 200, msg: '', data: [], success: true });
  api.saveSchedule.mockReset().mockResolvedValue({ code: 200, msg: '保存成功', data: { id: 4 }, success: true });
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
});
