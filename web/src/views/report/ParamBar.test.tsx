import { catalogueEntry, REPORT_DEFINITIONS, reportDefinition, type ReportOptions } from '@proposal-desk/shared';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import i18n from '../../i18n';
import { ParamBar } from './ParamBar';

const api = vi.hoisted(() => ({
  searchCases: vi.fn(() =>
    Promise.resolve({ code: 200, msg: '', data: { rows: [], total: 0, pageIndex: 1, pageSize: 20 }, success: true }),
  ),
}));
vi.mock('../../api/reports', () => api);

const render = (ui: ReactNode) => renderWithProviders(ui);

const options: ReportOptions = {
  sessions: [
    { id: 3, body: 'NPC', name: '十六届三次会议', isCurrent: true },
    { id: 7, body: 'CPPCC', name: '十四届三次会议', isCurrent: true },
  ],
  units: [{ id: 4, name: '市教育局', system: 'GOVERNMENT' }],
  categories: { NPC: [{ value: 'EDU', zh: '教育', en: 'Education' }], CPPCC: [] },
  properties: [{ value: 'CURRENT', zh: '当年', en: 'This year' }],
  unitSystems: [{ value: 'GOVERNMENT', zh: '政府系统', en: 'Government' }],
};

/** The parameter names whose control the bar shows (from and to share one date range). */
const shownParams = (container: HTMLElement) =>
  [...container.querySelectorAll('.report-param')].map((el) =>
    [...el.classList].find((c) => c.startsWith('report-param-'))!.slice('report-param-'.length),
  );

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(async () => {
  api.searchCases.mockClear();
  await i18n.changeLanguage('zh');
});

describe('ParamBar', { timeout: 30_000 }, () => {
  it.each(REPORT_DEFINITIONS.map((d) => [d.id, d] as const))('shows exactly the parameters %s declares', (_, definition) => {
    const entry = catalogueEntry(definition);
    const { container, unmount } = render(
      <ParamBar entry={entry} caseKinds={definition.caseKinds} query={{}} options={options} onChange={() => undefined} />,
    );
    const expected = entry.params.filter((name) => !(name === 'to' && entry.params.includes('from')));
    expect(shownParams(container)).toEqual(expected);
    unmount();
  });

  it('shows the status statistics with the default body and its current session, and reports a new body', () => {
    const onChange = vi.fn();
    const entry = catalogueEntry(reportDefinition('caseStatusReportPrint')!);
    render(<ParamBar entry={entry} query={{}} options={options} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '人大' })).toHaveProperty('checked', true);
    expect(screen.getByText('十六届三次会议（当前）')).toBeTruthy();
    expect(screen.getByText('日期范围')).toBeTruthy();
    expect(screen.getByText('仅重点件')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '政协' }));
    expect(onChange).toHaveBeenLastCalledWith({ body: 'CPPCC' });
  });

  it('follows the body in the URL and writes the key-only flag', () => {
    const onChange = vi.fn();
    const entry = catalogueEntry(reportDefinition('caseStatusReportPrint')!);
    render(<ParamBar entry={entry} query={{ body: 'CPPCC', keyOnly: 'true' }} options={options} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '政协' })).toHaveProperty('checked', true);
    expect(screen.getByText('十四届三次会议（当前）')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '仅重点件' }));
    expect(onChange).toHaveBeenLastCalledWith({ keyOnly: undefined });
  });

  it('offers office staff of one body only that body, and its sessions with the current one first', () => {
    const npcOnly: ReportOptions = {
      ...options,
      sessions: [
        { id: 1, body: 'NPC', name: '十六届二次会议', isCurrent: false },
        { id: 3, body: 'NPC', name: '十六届三次会议', isCurrent: true },
      ],
    };
    const entry = catalogueEntry(reportDefinition('caseStatusReportPrint')!);
    const onChange = vi.fn();
    render(<ParamBar entry={entry} query={{}} options={npcOnly} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '人大' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: '政协' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '届次' }));
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(offered).toEqual(['十六届三次会议（当前）', '十六届二次会议']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts a link to a body the caller may not choose back to their own body', () => {
    const npcOnly: ReportOptions = { ...options, sessions: options.sessions.filter((s) => s.body === 'NPC') };
    const entry = catalogueEntry(reportDefinition('caseStatusReportPrint')!);
    const onChange = vi.fn();
    render(<ParamBar entry={entry} query={{ body: 'CPPCC', sessionId: '7' }} options={npcOnly} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith({ body: undefined });
    expect(screen.getByRole('radio', { name: '人大' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: '政协' })).toBeNull();
  });

  it('offers a one-case document a case picker that searches its body and kind on the server', async () => {
    const definition = reportDefinition('npcContentAdvicePrint')!;
    render(
      <ParamBar
        entry={catalogueEntry(definition)}
        caseKinds={definition.caseKinds}
        query={{}}
        options={options}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('输入案号或案由搜索')).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.searchCases).toHaveBeenCalledWith({ keyword: undefined, body: 'NPC', kind: 'SUGGESTION', pageIndex: 1, pageSize: 20 }),
    );
  });

  it('labels the parameters in English', async () => {
    await i18n.changeLanguage('en');
    const entry = catalogueEntry(reportDefinition('progressReportPrint')!);
    render(<ParamBar entry={entry} query={{}} options={options} onChange={() => undefined} />);
    expect(screen.getByText('Body')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'CPPCC' })).toBeTruthy();
  });
});
