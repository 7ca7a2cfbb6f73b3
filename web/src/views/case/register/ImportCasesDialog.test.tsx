import type { ImportReport } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders, testQueryClient } from '../../../components/list/testing';
import { envelope } from '../shared/test-data';
import { ImportCasesDialog } from './ImportCasesDialog';

const api = vi.hoisted(() => ({ importCases: vi.fn(), downloadCaseImportTemplate: vi.fn() }));
vi.mock('../../../api/cases', () => api);

const rejected: ImportReport = {
  mode: 'all',
  total: 3,
  valid: 2,
  invalid: 1,
  imported: 0,
  errors: [{ row: 3, field: '领衔人', message: '“查无此人”不是该届次的代表委员' }],
};

/** Opens the dialog on a cache whose invalidations the test sees, and chooses a file. */
async function openWithFile(body: 'NPC' | 'CPPCC') {
  const client = testQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  renderWithProviders(<ImportCasesDialog body={body} open onClose={() => undefined} />, '/', client);
  const input = (await waitFor(() => document.querySelector('.ant-modal input[type="file"]'))) as HTMLInputElement;
  const file = new File(['x'], '建议.xlsx');
  fireEvent.change(input, { target: { files: [file] } });
  return { file, invalidate };
}

/** Whether the register of the body was asked again (its list key invalidated). */
const registerReloaded = (invalidate: { mock: { calls: unknown[][] } }, body: string) =>
  invalidate.mock.calls.some(([filters]) =>
    JSON.stringify((filters as { queryKey?: unknown } | undefined)?.queryKey ?? '').includes(`cases-${body}`),
  );

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.downloadCaseImportTemplate.mockResolvedValue(undefined);
});

describe('ImportCasesDialog', { timeout: 30_000 }, () => {
  it('downloads the body’s template, shows the errors per row and column, then imports the valid rows and reloads the register', async () => {
    api.importCases
      .mockImplementationOnce(() => envelope(rejected, '有1行数据有误，未导入任何案件'))
      .mockImplementationOnce(() => envelope({ ...rejected, mode: 'validOnly', imported: 2 }, '成功导入2件'));
    const { file, invalidate } = await openWithFile('NPC');
    expect(screen.getByText('从原系统导入建议')).toBeTruthy();
    fireEvent.click(screen.getByText('下载导入模板'));
    expect(api.downloadCaseImportTemplate).toHaveBeenCalledWith('NPC', '建议导入模板');
    expect((screen.getByRole('radio', { name: '全部导入（有错误则不导入）' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /开始导入/ }));
    expect(await screen.findByText('“查无此人”不是该届次的代表委员')).toBeTruthy();
    expect(screen.getByText('领衔人')).toBeTruthy();
    expect(screen.getByText('共 3 行：正确 2 行，有误 1 行，已导入 0 行')).toBeTruthy();
    expect(api.importCases.mock.calls[0]?.slice(0, 3)).toEqual(['NPC', file, 'all']);
    expect(registerReloaded(invalidate, 'NPC')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /仅导入正确的行/ }));
    expect(await screen.findByText('共 3 行：正确 2 行，有误 1 行，已导入 2 行')).toBeTruthy();
    expect(api.importCases.mock.calls[1]?.slice(0, 3)).toEqual(['NPC', file, 'validOnly']);
    await waitFor(() => expect(registerReloaded(invalidate, 'NPC')).toBe(true));
  });

  it('imports only the valid rows when that mode is chosen first', async () => {
    api.importCases.mockImplementationOnce(() => envelope({ ...rejected, mode: 'validOnly', imported: 2 }, '成功导入2件'));
    const { file, invalidate } = await openWithFile('CPPCC');
    expect(screen.getByText('从原系统导入提案')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '仅导入正确的行' }));
    fireEvent.click(screen.getByRole('button', { name: /开始导入/ }));
    expect(await screen.findByText('共 3 行：正确 2 行，有误 1 行，已导入 2 行')).toBeTruthy();
    expect(api.importCases.mock.calls[0]?.slice(0, 3)).toEqual(['CPPCC', file, 'validOnly']);
    await waitFor(() => expect(registerReloaded(invalidate, 'CPPCC')).toBe(true));
  });
});
