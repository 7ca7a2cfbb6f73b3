import { describe, expect, it } from 'vitest';
import { fromRunRequest, toRunRequest } from './run-request';
import { progressStatus, runPercent } from './run-status';

describe('run request form mapping', () => {
  it('sends a pack with its body, and the session only when one is given', () => {
    expect(toRunRequest({ mode: 'pack', body: 'CPPCC', formats: 'both' })).toEqual({ formats: 'both', pack: { body: 'CPPCC' } });
    expect(toRunRequest({ mode: 'pack', body: 'NPC', sessionId: 3, formats: 'pdf', title: ' 月报 ' })).toEqual({
      formats: 'pdf',
      title: '月报',
      pack: { body: 'NPC', sessionId: 3 },
    });
  });

  it('sends chosen reports as a list, never together with a pack', () => {
    const request = toRunRequest({ mode: 'list', body: 'NPC', reportIds: ['caseStatusReportPrint', 'bllbSFB'], formats: 'xlsx' });
    expect(request).toEqual({
      formats: 'xlsx',
      reports: [
        { id: 'caseStatusReportPrint', params: {} },
        { id: 'bllbSFB', params: {} },
      ],
    });
    expect(request.pack).toBeUndefined();
  });

  it('reads a stored request back into the form', () => {
    expect(fromRunRequest({ formats: 'both', pack: { body: 'CPPCC', sessionId: 4 } })).toEqual({
      mode: 'pack',
      body: 'CPPCC',
      sessionId: 4,
      formats: 'both',
    });
    expect(fromRunRequest({ formats: 'pdf', reports: [{ id: 'bllbSFB', params: {} }] })).toEqual({
      mode: 'list',
      reportIds: ['bllbSFB'],
      formats: 'pdf',
    });
  });
});

describe('run progress', () => {
  it('counts settled files, failed ones included', () => {
    expect(runPercent({ done: 3, failed: 1, total: 8 })).toBe(50);
    expect(runPercent({ done: 0, failed: 0, total: 0 })).toBe(100);
  });

  it('shows activity while open and an exception when files failed', () => {
    expect(progressStatus({ status: 'running', failed: 1 })).toBe('active');
    expect(progressStatus({ status: 'failed', failed: 2 })).toBe('exception');
    expect(progressStatus({ status: 'complete', failed: 0 })).toBe('success');
    expect(progressStatus({ status: 'cancelled', failed: 0 })).toBe('normal');
  });
});
