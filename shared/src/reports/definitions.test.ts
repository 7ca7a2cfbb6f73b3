import { PRINT_ROUTES, printRouteName } from './print-routes';
import { catalogueEntry, REPORT_DEFINITIONS, REPORT_GROUPS, reportDefinition } from './definitions';

describe('report definitions', () => {
  it('give every report a unique id that names its print route', () => {
    const ids = REPORT_DEFINITIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z]+$/);
    expect(PRINT_ROUTES.map(printRouteName)).toEqual(ids);
    expect(new Set(PRINT_ROUTES).size).toBe(PRINT_ROUTES.length);
    for (const path of PRINT_ROUTES) expect(reportDefinition(printRouteName(path))?.id).toBe(printRouteName(path));
  });

  it('list the reports group by group, in the order of the report centre, with no group empty', () => {
    const groupOrder = REPORT_GROUPS.map((g) => g.value);
    const positions = REPORT_DEFINITIONS.map((d) => groupOrder.indexOf(d.group));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(groupOrder.length);
  });

  it('hand the report centre everything it shows, and no schema', () => {
    const entry = catalogueEntry(reportDefinition('caseStatusReportPrintSFB')!);
    expect(entry).toEqual({
      id: 'caseStatusReportPrintSFB',
      title: { zh: '办理状态统计(政府系统)', en: 'Status statistics (government units)' },
      kind: 'statistic',
      group: 'status',
      orientation: 'landscape',
      params: ['body', 'sessionId', 'from', 'to', 'category', 'property', 'keyOnly', 'unitId'],
      governmentOnly: true,
    });
    expect(reportDefinition('caseStatusReportPrintSFB')?.audience).toEqual({ minLevel: 3 });
  });

  it('give every report both titles, a known group and a schema for exactly its parameters', () => {
    const groups = new Set<string>(REPORT_GROUPS.map((g) => g.value));
    for (const d of REPORT_DEFINITIONS) {
      expect(d.title.zh).toMatch(/\p{Script=Han}/u);
      expect(d.title.en).toMatch(/[A-Za-z]/);
      expect(groups.has(d.group)).toBe(true);
      expect(Object.keys(d.schema.shape).sort()).toEqual([...d.params].sort());
    }
  });

  it('coerce query strings and reject bad values with catalogue messages', () => {
    const status = reportDefinition('caseStatusReportPrint');
    expect(status).toBeDefined();
    const parsed = status?.schema.parse({ body: 'cppcc', sessionId: '2', keyOnly: '1', from: '2026-01-01', unitId: '' });
    expect(parsed).toEqual({ body: 'CPPCC', sessionId: 2, keyOnly: true, from: '2026-01-01' });
    const bad = status?.schema.safeParse({ from: '2026-02-30' });
    expect(bad?.success).toBe(false);
    expect(bad?.error?.issues[0]?.message).toBe('report.dateInvalid');
    const reversed = status?.schema.safeParse({ from: '2026-03-01', to: '2026-02-01' });
    expect(reversed?.error?.issues[0]?.message).toBe('report.dateRange');
    expect(status?.schema.safeParse({ body: 'XYZ' }).error?.issues[0]?.message).toBe('report.bodyInvalid');
    const doc = reportDefinition('npcContentAdvicePrint');
    expect(doc?.schema.safeParse({}).error?.issues[0]?.message).toBe('report.caseRequired');
    expect(doc?.schema.parse({ caseId: '17' })).toEqual({ caseId: 17 });
  });
});
