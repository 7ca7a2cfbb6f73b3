import { reportDefinition, type ReportOptions } from '@proposal-desk/shared';
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  bodyNotAllowed,
  effectiveBody,
  effectiveSessionId,
  printPathOf,
  queryFromSearch,
  searchFromQuery,
} from './report-query';

const status = reportDefinition('caseStatusReportPrint')!;
const advice = reportDefinition('npcContentAdvicePrint')!;

const options: ReportOptions = {
  sessions: [
    { id: 3, body: 'NPC', name: '十六届三次', isCurrent: true },
    { id: 2, body: 'NPC', name: '十六届二次', isCurrent: false },
    { id: 7, body: 'CPPCC', name: '十四届三次', isCurrent: true },
  ],
  units: [],
  categories: { NPC: [], CPPCC: [] },
  properties: [],
  unitSystems: [],
};

describe('report parameters in the URL', () => {
  it('reads only the parameters the report declares, in canonical form', () => {
    const query = queryFromSearch('?body=cppcc&sessionId=7&from=2026-01-01&to=2026-03-31&keyOnly=1&caseId=9&unitId=4', status.params);
    expect(query).toEqual({ body: 'CPPCC', sessionId: '7', from: '2026-01-01', to: '2026-03-31', keyOnly: 'true', unitId: '4' });
    expect(queryFromSearch('caseId=12&body=NPC', advice.params)).toEqual({ caseId: '12' });
  });

  it('leaves out blank and malformed values', () => {
    const query = queryFromSearch('body=XYZ&sessionId=-1&from=2026-1-1&to=&unitId=abc&keyOnly=false&category=%3Cb%3E', status.params);
    expect(query).toEqual({});
  });

  it('writes the parameters in the order the report declares them, without blanks', () => {
    expect(searchFromQuery({ keyOnly: 'true', body: 'CPPCC', from: '', sessionId: '7' }, status.params)).toBe(
      'body=CPPCC&sessionId=7&keyOnly=true',
    );
    expect(searchFromQuery({}, status.params)).toBe('');
  });

  it('reproduces the same parameters from the link it writes', () => {
    const query = { body: 'CPPCC', sessionId: '7', from: '2026-01-01', to: '2026-02-01', unitSystem: 'GOVERNMENT', keyOnly: 'true' };
    expect(queryFromSearch(searchFromQuery(query, status.params), status.params)).toEqual(query);
  });

  it('builds the print route of a report', () => {
    expect(printPathOf('caseStatusReportPrint')).toBe('/caseStatusReportPrint');
    expect(printPathOf('npcContentAdvicePrint', { caseId: '5' })).toBe('/npcContentAdvicePrint?caseId=5');
  });

  it('drops the session, category and case of the old body when the body changes', () => {
    const query = { body: 'NPC', sessionId: '3', category: 'C01', from: '2026-01-01' };
    expect(applyChanges(query, { body: 'CPPCC' })).toEqual({ body: 'CPPCC', from: '2026-01-01' });
    expect(applyChanges(query, { sessionId: '2' })).toEqual({ ...query, sessionId: '2' });
    expect(applyChanges(query, { from: undefined, to: '2026-02-01' })).toEqual({
      body: 'NPC',
      sessionId: '3',
      category: 'C01',
      to: '2026-02-01',
    });
  });

  it('shows the body and session the service will use by default', () => {
    expect(effectiveBody(status, {}, options)).toBe('NPC');
    expect(effectiveBody(status, { body: 'CPPCC' }, options)).toBe('CPPCC');
    expect(effectiveBody(advice, { body: 'CPPCC' }, options)).toBe('NPC');
    expect(effectiveBody(status, {}, { ...options, sessions: options.sessions.filter((s) => s.body === 'CPPCC') })).toBe('CPPCC');
    expect(effectiveSessionId('NPC', {}, options)).toBe(3);
    expect(effectiveSessionId('CPPCC', {}, options)).toBe(7);
    expect(effectiveSessionId('NPC', { sessionId: '2' }, options)).toBe(2);
  });

  it('never takes a body the caller may not choose: a link to the other body falls back to their own', () => {
    const npcOnly: ReportOptions = { ...options, sessions: options.sessions.filter((s) => s.body === 'NPC') };
    expect(bodyNotAllowed(status, { body: 'CPPCC' }, npcOnly)).toBe(true);
    expect(effectiveBody(status, { body: 'CPPCC' }, npcOnly)).toBe('NPC');
    expect(bodyNotAllowed(status, { body: 'NPC' }, npcOnly)).toBe(false);
    expect(bodyNotAllowed(status, { body: 'CPPCC' }, options)).toBe(false);
    // Before the options arrive nothing is judged; a report of one body takes no body from the URL.
    expect(bodyNotAllowed(status, { body: 'CPPCC' }, undefined)).toBe(false);
    expect(bodyNotAllowed(advice, { body: 'CPPCC' }, npcOnly)).toBe(false);
  });
});
