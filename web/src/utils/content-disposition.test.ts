import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('reads the UTF-8 name of filename* (RFC 5987) before the ASCII fallback, as the report service sends it', () => {
    const header = `attachment; filename="caseStatusReportPrint_20261122.pdf"; filename*=UTF-8''${encodeURIComponent('办理状态统计_20261122.pdf')}`;
    expect(fileNameFromDisposition(header)).toBe('办理状态统计_20261122.pdf');
  });

  it('decodes the characters RFC 5987 escapes that encodeURIComponent leaves alone', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E6%B8%85%E5%8D%95%28%E4%B8%80%29%27s.xlsx")).toBe("清单(一)'s.xlsx");
  });

  it('takes filename* whichever order the parameters come in, and its charset in any case', () => {
    expect(fileNameFromDisposition('attachment; filename*=utf-8\'zh\'%E5%90%8D%E5%8D%95.xlsx; filename="members.xlsx"')).toBe('名单.xlsx');
  });

  it('reads a plain filename, quoted or not, with escaped quotes', () => {
    expect(fileNameFromDisposition('attachment; filename="report_20261122.pdf"')).toBe('report_20261122.pdf');
    expect(fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
  });

  it('falls back to filename when filename* cannot be decoded', () => {
    expect(fileNameFromDisposition('attachment; filename="x.pdf"; filename*=UTF-8\'\'%E5%8A')).toBe('x.pdf');
    expect(fileNameFromDisposition('attachment; filename="y.pdf"; filename*=no-quotes')).toBe('y.pdf');
  });

  it('keeps only the last path segment and answers undefined without a name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('')).toBeUndefined();
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeUndefined();
  });
});
