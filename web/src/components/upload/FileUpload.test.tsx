import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { attachmentsOf, withAdded, withRemoved } from './attachment-value';
import { FileUpload } from './FileUpload';

const SUFFIX = 'Ab3dEf7hIj0lMn9p';
// A file stored before names followed the spec (`_` + 16); files uploaded now carry the 16 characters alone.
const stored = `提案说明_${SUFFIX}.docx|/api/Upload/GetFile/7/${encodeURIComponent(`提案说明_${SUFFIX}.docx`)}`;

const api = vi.hoisted(() => ({ uploadFiles: vi.fn(), downloadAttachment: vi.fn() }));
vi.mock('../../api/uploads', () => api);

beforeEach(() => {
  api.uploadFiles.mockReset();
  api.downloadAttachment.mockReset().mockResolvedValue(undefined);
});

describe('attachment value', () => {
  it('adds, removes and reads the stored string', () => {
    const added = withAdded(stored, [{ name: `照片${SUFFIX}.png`, url: '/api/Upload/GetFile/8/p.png' }]);
    expect(added).toBe(`${stored},照片${SUFFIX}.png|/api/Upload/GetFile/8/p.png`);
    expect(attachmentsOf(added).map((a) => a.displayName)).toEqual(['提案说明.docx', '照片.png']);
    expect(withRemoved(added, '/api/Upload/GetFile/8/p.png')).toBe(stored);
    expect(withRemoved(stored, attachmentsOf(stored)[0]!.url)).toBe('');
    expect(withAdded('', [{ name: 'a.txt', url: '/api/Upload/GetFile/9/a.txt' }])).toBe('a.txt|/api/Upload/GetFile/9/a.txt');
  });
});

/** A form field holding the attachment string, as Form.Item would. */
function Field({ initial, onValue }: { initial: string; onValue(value: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <FileUpload
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileUpload', { timeout: 30_000 }, () => {
  it('shows stored names without the suffix and accepts only the spec types, several at once', () => {
    render(<Field initial={stored} onValue={vi.fn()} />);
    expect(screen.getByText('提案说明.docx')).toBeTruthy();
    expect(screen.queryByText(`提案说明_${SUFFIX}.docx`)).toBeNull();
    expect(fileInput().multiple).toBe(true);
    expect(fileInput().accept).toContain('.docx');
    expect(fileInput().accept).toContain('.7z');
    expect(fileInput().accept).not.toContain('.exe');
  });

  it('uploads chosen files and appends them to the value as name|url', async () => {
    api.uploadFiles.mockImplementation(async (files: File[], onProgress?: (p: number) => void) => {
      onProgress?.(50);
      const data = files.map((f, i) => ({ name: f.name.replace('.', `${SUFFIX}.`), url: `/api/Upload/GetFile/${20 + i}/${f.name}` }));
      return { code: 200, msg: '', data, success: true };
    });
    const onValue = vi.fn();
    render(<Field initial={stored} onValue={onValue} />);
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], '会议纪要.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(onValue.mock.lastCall?.[0]).toBe(`${stored},会议纪要${SUFFIX}.pdf|/api/Upload/GetFile/20/会议纪要.pdf`);
    expect(await screen.findByText('会议纪要.pdf')).toBeTruthy();
    expect(screen.queryByText(`会议纪要${SUFFIX}.pdf`)).toBeNull();
  });

  it('refuses a type outside the list without uploading it', async () => {
    const onValue = vi.fn();
    render(<Field initial="" onValue={onValue} />);
    fireEvent.change(fileInput(), { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(await screen.findByText('不支持的文件类型：setup.exe')).toBeTruthy();
    expect(api.uploadFiles).not.toHaveBeenCalled();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('removes a file from the value and downloads through the helper under the shown name', async () => {
    const onValue = vi.fn();
    render(<Field initial={stored} onValue={onValue} />);
    fireEvent.click(screen.getByText('提案说明.docx'));
    expect(api.downloadAttachment).toHaveBeenCalledWith(attachmentsOf(stored)[0]!.url, '提案说明.docx');
    fireEvent.click(screen.getByRole('button', { name: /remove|删除|移除/i }));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith(''));
  });
});
