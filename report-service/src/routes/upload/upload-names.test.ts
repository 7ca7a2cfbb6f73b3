import { stripNameSuffix } from '@proposal-desk/shared';
import { contentMatchesExtension } from './file-signatures';
import { cleanFileName, decodeMultipartName, storedNameFor } from './upload-names';

describe('decodeMultipartName', () => {
  it('reads UTF-8 bytes that arrived as latin1', () => {
    const mangled = Buffer.from('代表建议.docx', 'utf8').toString('latin1');
    expect(decodeMultipartName(mangled)).toBe('代表建议.docx');
  });

  it('leaves ASCII, real latin1 and already decoded names alone', () => {
    expect(decodeMultipartName('report.pdf')).toBe('report.pdf');
    expect(decodeMultipartName('café.txt')).toBe('café.txt');
    expect(decodeMultipartName('代表建议.docx')).toBe('代表建议.docx');
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\报告.pdf')).toBe('报告.pdf');
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('a\u0000b\u001f.png')).toBe('ab.png');
    expect(cleanFileName('a\uffffb\ufdd0c\ud800d\u{10fffe}😀.png')).toBe('abcd😀.png');
    expect(cleanFileName('.png')).toBe('.png');
    expect(cleanFileName('  ')).toBe('file');
  });

  it('cuts a long base to 100 characters', () => {
    expect(cleanFileName(`${'长'.repeat(300)}.docx`)).toBe(`${'长'.repeat(100)}.docx`);
  });
});

describe('storedNameFor', () => {
  it('adds 16 random URL-safe characters directly before the extension', () => {
    const a = storedNameFor('图.png');
    expect(a).toMatch(/^图[A-Za-z0-9_-]{16}\.png$/);
    expect(storedNameFor('图.png')).not.toBe(a);
    expect(stripNameSuffix(a)).toBe('图.png');
  });

  it('gives names that show as uploaded, a base ending in `_` included', () => {
    for (const name of ['报告_.pdf', 'a_.txt', 'plan_2026.docx', '关于加强社区养老服务的建议.docx']) {
      for (let i = 0; i < 50; i++) {
        const stored = storedNameFor(name);
        expect(stored).toHaveLength(name.length + 16);
        expect(stripNameSuffix(stored)).toBe(name);
      }
    }
  });
});

describe('contentMatchesExtension', () => {
  const bytes = (...parts: Array<number[] | string>) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

  it('recognises the binary formats by their magic bytes', () => {
    expect(contentMatchesExtension('pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(contentMatchesExtension('pdf', bytes('\n\n%PDF-1.4'))).toBe(true);
    expect(contentMatchesExtension('jpg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatchesExtension('gif', bytes('GIF89a...'))).toBe(true);
    expect(contentMatchesExtension('webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe(true);
    expect(contentMatchesExtension('xlsx', bytes([0x50, 0x4b, 0x03, 0x04], 'x'))).toBe(true);
    expect(contentMatchesExtension('xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true);
    expect(contentMatchesExtension('rar', bytes('Rar!\x1a\x07\x01\x00'))).toBe(true);
    expect(contentMatchesExtension('7z', bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))).toBe(true);
    expect(contentMatchesExtension('txt', bytes('anything'))).toBe(true);
  });

  it('refuses bytes of another type', () => {
    expect(contentMatchesExtension('pdf', bytes('hello'))).toBe(false);
    expect(contentMatchesExtension('docx', bytes([0xd0, 0xcf, 0x11, 0xe0]))).toBe(false);
    expect(contentMatchesExtension('png', bytes([0xff, 0xd8, 0xff]))).toBe(false);
    expect(contentMatchesExtension('zip', bytes(''))).toBe(false);
  });
});
