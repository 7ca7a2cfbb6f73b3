import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { AssignDialog } from './AssignDialog';
import { envelope, reportOptions } from './test-data';
import { choose } from './testing';

const api = vi.hoisted(() => ({ assignCase: vi.fn(), batchAssignCases: vi.fn(), fetchUnitProposals: vi.fn() }));
vi.mock('../../../api/cases', () => api);
const reports = vi.hoisted(() => ({ fetchReportOptions: vi.fn() }));
vi.mock('../../../api/reports', () => reports);

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  api.assignCase
    .mockReset()
    .mockImplementation(() => envelope({ id: 7, version: 4, status: 'ASSIGNED', caseNo: 'R16-3-0007' }, '交办成功'));
  reports.fetchReportOptions.mockReset().mockImplementation(() => envelope(reportOptions));
  api.fetchUnitProposals.mockReset().mockImplementation(() => envelope({ leads: [], cos: [], basedOn: 0 }));
});

describe('AssignDialog', { timeout: 30_000 }, () => {
  it('refuses two lead units, then sends the units with the case version', async () => {
    renderWithProviders(<AssignDialog target={{ batch: false, case: { id: 7, version: 3 } }} onClose={() => undefined} />);
    await screen.findByRole('combobox', { name: '承办单位 1' });
    await waitFor(() => expect(reports.fetchReportOptions).toHaveBeenCalled());
    await choose('承办单位 1', '市教育局');
    fireEvent.click(screen.getByRole('button', { name: /添加承办单位/ }));
    await choose('承办单位 2', '市交通局');
    await choose('办理方式 2', '主办');
    fireEvent.click(screen.getByRole('button', { name: /^交\s*办$/ }));
    expect(await screen.findByText('主办或单办单位只能有一个')).toBeTruthy();
    expect(api.assignCase).not.toHaveBeenCalled();

    await choose('办理方式 2', '协办');
    fireEvent.click(screen.getByRole('button', { name: /^交\s*办$/ }));
    await waitFor(() => expect(api.assignCase).toHaveBeenCalledTimes(1));
    expect(api.assignCase).toHaveBeenCalledWith({
      id: 7,
      version: 3,
      units: [expect.objectContaining({ unitId: 1, role: 'LEAD' }), expect.objectContaining({ unitId: 2, role: 'CO' })],
    });
  });

  it('proposes units from similar past cases with their reasons, and fills the dialog in one click', async () => {
    api.fetchUnitProposals.mockImplementation(() =>
      envelope({
        leads: [{ unitId: 2, unitName: '市交通局', similarCases: 7, satisfied: 6, returned: 0, categoryCases: 40 }],
        cos: [{ unitId: 1, unitName: '市教育局', similarCases: 2, satisfied: 1, returned: 1, categoryCases: 5 }],
        basedOn: 12,
      }),
    );
    renderWithProviders(<AssignDialog target={{ batch: false, case: { id: 7, version: 3 } }} onClose={() => undefined} />);
    expect(await screen.findByText('办理过 7 件相似案件，满意 6，退回 0；同类别往案 40 件')).toBeTruthy();
    expect(screen.getByText('办理过 2 件相似案件，满意 1，退回 1；同类别往案 5 件')).toBeTruthy();
    expect(api.fetchUnitProposals).toHaveBeenCalledWith(7, expect.anything());
    await waitFor(() => expect(reports.fetchReportOptions).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: '一键填入' }));
    await screen.findByRole('combobox', { name: '承办单位 2' });
    fireEvent.click(screen.getByRole('button', { name: /^交\s*办$/ }));
    await waitFor(() => expect(api.assignCase).toHaveBeenCalledTimes(1));
    expect(api.assignCase).toHaveBeenCalledWith({
      id: 7,
      version: 3,
      units: [expect.objectContaining({ unitId: 2, role: 'LEAD' }), expect.objectContaining({ unitId: 1, role: 'CO' })],
    });
  });
});
