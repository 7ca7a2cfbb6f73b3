import type { CaseNumberPattern, CaseSettingsValues } from '../../../api/case-settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import i18n from '../../../i18n';
import HandlingSettings from './HandlingSettings';

const api = vi.hoisted(() => ({
  fetchCaseSettings: vi.fn(),
  previewCaseNumber: vi.fn(),
  saveCaseSettings: vi.fn(),
  fetchDocumentSettings: vi.fn(),
  saveDocumentSettings: vi.fn(),
}));
vi.mock('../../../api/case-settings', () => api);

const stored: CaseSettingsValues = {
  npcPattern: 'R{jie}-{ci}-{seq}',
  cppccPattern: 'Z{jie}-{ci}-{seq}',
  digits: 4,
  replyMonths: 3,
  coOpinionMonths: 1,
  rehandleMonths: 1,
  returnDays: 10,
  cosignDays: 5,
  reminderDays: 7,
  extensionMonths: 1,
  extensionsMax: 2,
};
const units = {
  replyMonths: 'months',
  coOpinionMonths: 'months',
  rehandleMonths: 'months',
  returnDays: 'workingDays',
  cosignDays: 'workingDays',
  reminderDays: 'workingDays',
  extensionMonths: 'months',
  extensionsMax: 'times',
};
const ok = (data: unknown, msg = '') => Promise.resolve({ code: 200, msg, success: true, data });

/** What the server would answer: the pattern with 第十七届一次会议's 届 and 次, the next sequence 13. */
const numberOf = (pattern: string, digits: number) =>
  pattern
    .replace('{jie}', '17')
    .replace('{ci}', '1')
    .replace('{seq}', '13'.padStart(Number(digits), '0'));

const find = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
/** A pattern's problem shows under its field and in the preview both. */
const findAll = (text: string) => screen.findAllByText(text, undefined, { timeout: 10_000 });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The handling settings' own save (公文设置 below has its own). */
const save = () => fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[0]!);
const letterheads = {
  NPC: { office: '市人大常委会代表工作委员会', numberPattern: '人代交〔{year}〕{seq}号', contact: '' },
  CPPCC: { office: '市政协提案委员会', numberPattern: '政提交〔{year}〕{seq}号', contact: '' },
};

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(async () => {
  Object.values(api).forEach((fn) => fn.mockReset());
  api.fetchCaseSettings.mockImplementation(() => ok({ ...stored, units }));
  api.fetchDocumentSettings.mockImplementation(() => ok(letterheads));
  api.previewCaseNumber.mockImplementation((body: CaseNumberPattern) =>
    ok({
      numbers: [
        { body: 'NPC', session: '第十七届人大一次会议', caseNo: numberOf(body.npcPattern, Number(body.digits)) },
        { body: 'CPPCC', session: null, caseNo: null },
      ],
    }),
  );
  await i18n.changeLanguage('zh');
});

describe('HandlingSettings', { timeout: 60_000 }, () => {
  it('shows the stored settings with their units and the next number of each body', async () => {
    renderWithProviders(<HandlingSettings />, '/setting/handlingSettings');
    expect(await find('R17-1-0013')).toBeTruthy();
    expect((screen.getByLabelText('人大案号格式') as HTMLInputElement).value).toBe('R{jie}-{ci}-{seq}');
    expect((screen.getByLabelText('答复期限') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('申请退回期限') as HTMLInputElement).value).toBe('10');
    expect(screen.getAllByText('个月')).toHaveLength(4);
    expect(screen.getAllByText('个工作日')).toHaveLength(3);
    expect((screen.getByLabelText('每件交办最多延期') as HTMLInputElement).value).toBe('2');
    expect(screen.getByText('次')).toBeTruthy();
    expect(screen.getByText('暂无届次')).toBeTruthy();
  });

  it('previews a changed pattern once the typing pauses, and says what is wrong with a bad one instead', async () => {
    renderWithProviders(<HandlingSettings />, '/setting/handlingSettings');
    await find('R17-1-0013');
    type('人大案号格式', 'NPC-{jie}-{ci}-{seq}');
    type('序号位数', '5');
    expect(await find('NPC-17-1-00013')).toBeTruthy();
    expect(api.previewCaseNumber).toHaveBeenLastCalledWith(
      { npcPattern: 'NPC-{jie}-{ci}-{seq}', cppccPattern: 'Z{jie}-{ci}-{seq}', digits: 5 },
      expect.any(AbortSignal),
    );
    const asked = api.previewCaseNumber.mock.calls.length;
    type('人大案号格式', 'R{jie}-{ci}');
    await waitFor(() => expect(screen.getAllByText('案号格式须以 {seq}（序号）结尾，且只能出现一次')).toHaveLength(2), { timeout: 10_000 });
    expect(api.previewCaseNumber).toHaveBeenCalledTimes(asked);
  });

  it('refuses a pattern that could repeat numbers and a deadline out of range, and sends nothing', async () => {
    renderWithProviders(<HandlingSettings />, '/setting/handlingSettings');
    await find('R17-1-0013');
    type('政协案号格式', 'Z{jie}{ci}-{seq}');
    type('答复期限', '30');
    save();
    expect(await findAll('占位符之间及 {seq} 之前须有非数字的分隔符（如“-”），否则不同届次的案号可能相同')).not.toHaveLength(0);
    expect(await find('答复期限须为1–24之间的整数（月）')).toBeTruthy();
    expect(api.saveCaseSettings).not.toHaveBeenCalled();
  });

  it('saves every setting and shows the server’s message; a refusal shows on the field it names', async () => {
    api.saveCaseSettings.mockImplementationOnce(() =>
      Promise.reject(
        Object.assign(new Error('refused'), {
          body: {
            errors: [{ field: 'cppccPattern', message: '政协案号格式须以与人大不同的文字开头（如 R 与 Z），否则两边的案号可能相同' }],
          },
        }),
      ),
    );
    renderWithProviders(<HandlingSettings />, '/setting/handlingSettings');
    await find('R17-1-0013');
    type('答复期限', '4');
    type('重新办理期限', '2');
    save();
    expect(await findAll('政协案号格式须以与人大不同的文字开头（如 R 与 Z），否则两边的案号可能相同')).not.toHaveLength(0);

    api.saveCaseSettings.mockImplementationOnce((values: CaseSettingsValues) => ok({ ...values, units }, '保存成功'));
    save();
    expect(await find('保存成功')).toBeTruthy();
    await waitFor(() => expect(api.saveCaseSettings).toHaveBeenCalledTimes(2));
    expect(api.saveCaseSettings).toHaveBeenLastCalledWith({ ...stored, replyMonths: 4, rehandleMonths: 2 });
  });

  it('keeps each body’s letterhead in 公文设置: an example number as typed, a bad pattern refused, the rest saved', async () => {
    renderWithProviders(<HandlingSettings />, '/setting/handlingSettings');
    const npc = within(await screen.findByRole('region', { name: '人大' }, { timeout: 10_000 }));
    const year = new Date().getFullYear();
    expect(npc.getByText(`示例：人代交〔${year}〕12号`)).toBeTruthy();
    fireEvent.change(npc.getByLabelText('文号格式'), { target: { value: '人代交〔{yr}〕{seq}号' } });
    const saveLetterheads = () => fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[1]!);
    saveLetterheads();
    expect(await find('文号格式只能使用 {year} 和 {seq}')).toBeTruthy();
    expect(api.saveDocumentSettings).not.toHaveBeenCalled();

    api.saveDocumentSettings.mockImplementationOnce((values: unknown) => ok(values, '保存成功'));
    fireEvent.change(npc.getByLabelText('文号格式'), { target: { value: '人代交〔{year}〕{seq}号' } });
    fireEvent.change(npc.getByLabelText('联系人及电话'), { target: { value: '王敏 010-12345678' } });
    saveLetterheads();
    expect(await find('保存成功')).toBeTruthy();
    expect(api.saveDocumentSettings).toHaveBeenLastCalledWith({
      ...letterheads,
      NPC: { ...letterheads.NPC, contact: '王敏 010-12345678' },
    });
  });
});
