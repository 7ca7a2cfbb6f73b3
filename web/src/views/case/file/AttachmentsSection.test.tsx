import type { CaseFileAttachment } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { caseFile, envelope } from '../shared/test-data';
import { AttachmentsSection } from './AttachmentsSection';

const SUFFIX = 'Ab3dEf7hIj0lMn9p';
const api = vi.hoisted(() => ({ addCaseAttachments: vi.fn(), removeCaseAttachment: vi.fn() }));
vi.mock('../../../api/case-attachments', () => api);
const uploads = vi.hoisted(() => ({ uploadFiles: vi.fn(), downloadAttachment: vi.fn() }));
vi.mock('../../../api/uploads', () => uploads);

const photo: CaseFileAttachment = {
  id: 41,
  name: `现场照片${SUFFIX}.png`,
  url: `/api/Upload/GetFile/9/现场照片${SUFFIX}.png`,
  stage: 'DRAFT',
  addedBy: '张三',
  addedAt: '2026-01-10T02:00:00.000Z',
};
const scan: CaseFileAttachment = {
  id: 42,
  name: `纸质原件${SUFFIX}.pdf`,
  url: `/api/Upload/GetFile/10/纸质原件${SUFFIX}.pdf`,
  stage: 'OFFICE',
  addedBy: '李四',
  addedAt: '2026-01-12T02:00:00.000Z',
};
const answer = () => envelope({ id: 7, version: 4, status: 'REGISTERED', caseNo: 'R16-3-0007' }, '已删除附件');

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  api.addCaseAttachments.mockReset().mockImplementation(answer);
  api.removeCaseAttachment.mockReset().mockImplementation(answer);
  uploads.uploadFiles.mockReset();
  uploads.downloadAttachment.mockReset().mockResolvedValue(undefined);
});

describe('AttachmentsSection', { timeout: 30_000 }, () => {
  it('lists the case’s files by their uploaded names, with source, who and when, and downloads one', () => {
    renderWithProviders(<AttachmentsSection file={caseFile({ attachments: [photo, scan], actions: [] })} />);
    expect(screen.getByText('提出人提交')).toBeTruthy();
    expect(screen.getByText('办公室补充')).toBeTruthy();
    expect(screen.getByText('李四')).toBeTruthy();
    expect(screen.getByText('2026-01-12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '现场照片.png' }));
    expect(uploads.downloadAttachment).toHaveBeenCalledWith(photo.url, '现场照片.png');
    // Without leave to manage files there is neither 添加附件 nor 删除.
    expect(screen.queryByRole('button', { name: '添加附件' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('says so when there is none', () => {
    renderWithProviders(<AttachmentsSection file={caseFile({ attachments: [] })} />);
    expect(screen.getByText('暂无附件')).toBeTruthy();
  });

  it('lets the office remove a file after confirming, with the case version', async () => {
    renderWithProviders(<AttachmentsSection file={caseFile({ attachments: [photo, scan], actions: ['attach'] })} />);
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[1]!);
    expect(await screen.findByText('确定从本案件删除附件“纸质原件.pdf”吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.removeCaseAttachment).toHaveBeenCalledWith({ id: 7, version: 3, attachmentId: 42 }));
  });

  it('lets the office upload and add files in a dialog', async () => {
    uploads.uploadFiles.mockImplementation(async (files: File[]) => ({
      code: 200,
      msg: '',
      data: files.map((f) => ({ name: f.name.replace('.', `${SUFFIX}.`), url: `/api/Upload/GetFile/30/${f.name}` })),
      success: true,
    }));
    renderWithProviders(<AttachmentsSection file={caseFile({ attachments: [], actions: ['attach'] })} />);
    fireEvent.click(screen.getByRole('button', { name: '添加附件' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('为“R16-3-0007”添加附件');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], '补充材料.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('补充材料.pdf')).toBeTruthy();
    const ok = Array.from(dialog.querySelectorAll('button')).find((b) => (b.textContent ?? '').replace(/\s/g, '') === '添加附件')!;
    fireEvent.click(ok);
    await waitFor(() =>
      expect(api.addCaseAttachments).toHaveBeenCalledWith({
        id: 7,
        version: 3,
        attachments: [{ name: `补充材料${SUFFIX}.pdf`, url: '/api/Upload/GetFile/30/补充材料.pdf' }],
      }),
    );
  });
});
