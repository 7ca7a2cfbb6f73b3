import type { ReportData } from '@proposal-desk/shared';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { useRoutesStore } from '../../stores/routes';
import { LocationProbe, renderWithProviders } from '../../components/list/testing';
import { ReportPreview } from './ReportPreview';

const data: ReportData = {
  id: 'caseStatusReportPrint',
  title: '办理状态统计',
  subtitle: '人大',
  orientation: 'landscape',
  header: '人大',
  generatedAt: '2026-11-22T05:30:00.000Z',
  blocks: [
    {
      type: 'table',
      columns: [
        { key: 'unit', title: '承办单位', format: 'text' },
        { key: 'signed', title: '已签收', format: 'int', definition: { zh: '截至统计日已签收的件次。', en: 'Signed.' } },
        { key: 'accepted', title: '立案', format: 'int' },
      ],
      rows: [
        {
          kind: 'data',
          cells: { unit: '市教育局', signed: 7, accepted: 2 },
          drill: {
            signed: { list: 'assignments', path: '/api/Assignment/GetList', query: { body: 'NPC', unitId: 1, figure: 'signed' } },
            accepted: { list: 'cases', path: '/api/Case/GetList', query: { body: 'NPC', figure: 'accepted' } },
          },
        },
      ],
    },
  ],
};

const page = (path: string, children: { path: string }[] = []) => ({
  path,
  name: path,
  component: 'Layout',
  meta: {},
  children: children.map((c) => ({ ...c, name: c.path, component: 'X', meta: {}, children: [] })),
});

describe('ReportPreview', () => {
  beforeEach(() =>
    useRoutesStore.getState().setRoutes([page('/report', [{ path: 'assignments' }]), page('/npc', [{ path: 'suggestions' }])] as never),
  );

  it('opens a figure’s list inside the app: assignments in the 件次 list, cases in the body’s register', () => {
    renderWithProviders(
      <>
        <ReportPreview state={{ data, loading: false }} />
        <LocationProbe />
      </>,
      '/caseStatusReportPrint',
    );
    const signed = screen.getByRole('link', { name: '市教育局 · 已签收：7 件次，打开列表' });
    expect(signed.getAttribute('href')).toBe('/report/assignments?body=NPC&unitId=1&figure=signed');
    expect(screen.getByRole('link', { name: '市教育局 · 立案：2 件，打开列表' }).getAttribute('href')).toBe(
      '/npc/suggestions?figure=accepted',
    );
    expect(screen.getByRole('columnheader', { name: '已签收' }).getAttribute('title')).toBe('截至统计日已签收的件次。');
    fireEvent.click(signed);
    expect(screen.getByTestId('location').textContent).toBe('/report/assignments?body=NPC&unitId=1&figure=signed');
  });

  it('leaves a figure as text when the reader’s menu has no page for its list', () => {
    useRoutesStore.getState().setRoutes([page('/report', [{ path: 'assignments' }])] as never);
    renderWithProviders(<ReportPreview state={{ data, loading: false }} />, '/caseStatusReportPrint');
    expect(screen.getByRole('link', { name: /已签收/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /立案/ })).toBeNull();
    expect(screen.getByRole('cell', { name: '2' })).toBeTruthy();
  });
});
