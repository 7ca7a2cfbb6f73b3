import {
  acceptedExtensionOf,
  addNameSuffix,
  extensionOf,
  fileUrl,
  formatAttachment,
  formatAttachments,
  formatBytes,
  isAcceptedUpload,
  parseAttachment,
  parseAttachments,
  splitFileName,
  stripNameSuffix,
  UPLOAD_ACCEPT,
} from './uploads';

const SUFFIX = 'Ab3dEf7hIj0lMn9p';

describe('upload names', () => {
  it('splits base and extension', () => {
    expect(splitFileName('报告.final.docx')).toEqual({ base: '报告.final', ext: '.docx' });
    expect(splitFileName('README')).toEqual({ base: 'README', ext: '' });
    expect(splitFileName('.env')).toEqual({ base: '.env', ext: '' });
    expect(splitFileName('trailing.')).toEqual({ base: 'trailing.', ext: '' });
  });

  it('knows the accepted extensions, case-insensitively', () => {
    expect(extensionOf('Scan.JPG')).toBe('jpg');
    expect(isAcceptedUpload('Scan.JPG')).toBe(true);
    expect(isAcceptedUpload('archive.7z')).toBe(true);
    expect(isAcceptedUpload('setup.exe')).toBe(false);
    expect(isAcceptedUpload('noext')).toBe(false);
    expect(acceptedExtensionOf('Report.PDF')).toBe('pdf');
    expect(acceptedExtensionOf('x.exe')).toBeNull();
    expect(isAcceptedUpload('x.constructor')).toBe(false);
    expect(UPLOAD_ACCEPT.split(',')).toContain('.pptx');
  });

  it('adds the 16-character suffix directly before the extension, and shows the name without it', () => {
    const stored = addNameSuffix('关于加强社区养老的建议.docx', SUFFIX);
    expect(stored).toBe(`关于加强社区养老的建议${SUFFIX}.docx`);
    expect(stripNameSuffix(stored)).toBe('关于加强社区养老的建议.docx');
    expect(stripNameSuffix(`报告${'abcdefghijklmnop'}.pdf`)).toBe('报告.pdf');
    expect(stripNameSuffix(`plan_2026${'A-b_C3d4E5f6G7h8'}.pdf`)).toBe('plan_2026.pdf');
    expect(stripNameSuffix('report.final_v2Ab3dEf7hIj0lMn9p.pdf')).toBe('report.final_v2.pdf');
  });

  it('drops exactly 16 characters, as the original client does', () => {
    const name = `x_${SUFFIX}1.pdf`;
    expect(stripNameSuffix(name)).toBe('x_A.pdf');
    expect(stripNameSuffix(name).length).toBe(name.length - 16);
  });

  it('still shows files stored with `_` and 16 letters or digits', () => {
    expect(stripNameSuffix(`关于加强社区养老的建议_${SUFFIX}.docx`)).toBe('关于加强社区养老的建议.docx');
    expect(stripNameSuffix(`答复函_${SUFFIX}.pdf`)).toBe('答复函.pdf');
    expect(stripNameSuffix(`notes_${SUFFIX}`)).toBe('notes');
  });

  it('handles names without an extension', () => {
    expect(stripNameSuffix(addNameSuffix('notes', SUFFIX))).toBe('notes');
    expect(stripNameSuffix(`README${SUFFIX}`)).toBe('README');
    expect(stripNameSuffix('README')).toBe('README');
  });

  it('leaves short names and names without a suffix alone', () => {
    expect(stripNameSuffix('plan_2026.pdf')).toBe('plan_2026.pdf');
    expect(stripNameSuffix('a_short.pdf')).toBe('a_short.pdf');
    expect(stripNameSuffix(`${SUFFIX}.pdf`)).toBe(`${SUFFIX}.pdf`);
    expect(stripNameSuffix('关于加强社区养老服务体系建设的建议.docx')).toBe('关于加强社区养老服务体系建设的建议.docx');
    expect(stripNameSuffix('')).toBe('');
  });
});

describe('attachment strings', () => {
  it('round-trips name|url', () => {
    const name = `答复函${SUFFIX}.pdf`;
    const file = { name, url: fileUrl(7, name) };
    expect(file.url).toBe(`/api/Upload/GetFile/7/${encodeURIComponent(name)}`);
    expect(parseAttachment(formatAttachment(file))).toEqual({ ...file, displayName: '答复函.pdf' });
  });

  it('reads a bare url and rejects blanks', () => {
    const parsed = parseAttachment(`/api/Upload/GetFile/3/${encodeURIComponent(`图${SUFFIX}.png`)}`);
    expect(parsed?.name).toBe(`图${SUFFIX}.png`);
    expect(parsed?.displayName).toBe('图.png');
    expect(parseAttachment('   ')).toBeNull();
  });

  it('keeps a bar inside the name', () => {
    expect(parseAttachment('a|b.txt|/u/1')).toEqual({ name: 'a|b.txt', url: '/u/1', displayName: 'a|b.txt' });
  });
});

describe('formatBytes', () => {
  it('uses the largest whole unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
  });
});

describe('several attachments', () => {
  const a = { name: `提案,附件${SUFFIX}.pdf`, url: `/api/Upload/GetFile/1/${encodeURIComponent(`提案,附件${SUFFIX}.pdf`)}` };
  const b = { name: `照片_${SUFFIX}.png`, url: '/api/Upload/GetFile/2/x.png' };

  it('joins entries with a comma and reads them back, commas in names included', () => {
    const text = formatAttachments([a, b]);
    expect(text).toBe(`${a.name}|${a.url},${b.name}|${b.url}`);
    expect(parseAttachments(text)).toEqual([
      { ...a, displayName: '提案,附件.pdf' },
      { ...b, displayName: '照片.png' },
    ]);
  });

  it('reads blank, single and bare-url strings', () => {
    expect(parseAttachments('')).toEqual([]);
    expect(parseAttachments(undefined)).toEqual([]);
    expect(parseAttachments(formatAttachment(b))).toHaveLength(1);
    expect(parseAttachments('/api/Upload/GetFile/3/a.txt,')).toEqual([
      { name: 'a.txt', url: '/api/Upload/GetFile/3/a.txt', displayName: 'a.txt' },
    ]);
  });
});
