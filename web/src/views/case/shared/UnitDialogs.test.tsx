import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { expectMessages } from '../../../components/form/testing';
import { ConsultDialog } from './ConsultDialog';
import { ReplyDialog } from './ReplyDialog';
import { RequestReturnDialog } from './RequestReturnDialog';
import { officeDay } from '../../../utils/format-time';
import { envelope } from './test-data';
import { choose } from './testing';
import type { UnitTarget } from './unit-writes';

const api = vi.hoisted(() => ({ replyCase: vi.fn(), consultCase: vi.fn(), requestReturn: vi.fn(), signAssignment: vi.fn() }));
vi.mock('../../../api/case-handling', () => api);
const uploads = vi.hoisted(() => ({ uploadFiles: vi.fn(), downloadAttachment: vi.fn() }));
vi.mock('../../../api/uploads', () => uploads);
const cases = vi.hoisted(() => ({ fetchCaseFile: vi.fn() }));
vi.mock('../../../api/cases', async (original) => ({ ...(await original<object>()), ...cases }));
/** The case file a lead unit's reply reads its co-units from: one co-unit, in `status`. */
const fileWithCoUnit = (status: string) =>
  envelope({ id: 7, version: 3, assignments: [{ id: 32, role: 'CO', status, unitName: '市财政局' }] }, '');

const SUFFIX = 'Ab3dEf7hIj0lMn9p';
const lead: UnitTarget = { caseId: 7, version: 3, assignmentId: 31, role: 'LEAD', caseName: 'R16-3-0007' };
const saved = envelope({ id: 7, version: 4, status: 'REPLIED', caseNo: 'R16-3-0007' }, '已答复');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const ok = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** The official reply's 提交, then its confirmation (确定发送). */
const send = async () => {
  ok(/提\s*交/);
  fireEvent.click(await screen.findByRole('button', { name: '确定发送' }));
};

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(uploads)]) fn.mockReset();
  api.replyCase.mockImplementation(() => saved);
  api.consultCase.mockImplementation(() => envelope({ id: 7, version: 4, status: 'IN_PROGRESS', caseNo: 'R16-3-0007' }, '已记录面商情况'));
  api.requestReturn.mockImplementation(() => envelope({ id: 7, version: 4, status: 'ASSIGNED', caseNo: 'R16-3-0007' }, '已提交退回申请'));
  cases.fetchCaseFile.mockReset();
  cases.fetchCaseFile.mockImplementation(() => fileWithCoUnit('REPLIED'));
});

describe('ReplyDialog', { timeout: 30_000 }, () => {
  it('asks for every required field, then sends the letter with the uploaded attachments as name and url', async () => {
    uploads.uploadFiles.mockImplementation(async (files: File[]) => ({
      code: 200,
      msg: '',
      success: true,
      data: files.map((file, i) => ({ name: file.name.replace('.', `${SUFFIX}.`), url: `/api/Upload/GetFile/${20 + i}/${file.name}` })),
    }));
    renderWithProviders(<ReplyDialog target={lead} onClose={vi.fn()} />);
    expect(await screen.findByText('答复：R16-3-0007')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('文号')));
    expect(field('答复日期').value).toBe(officeDay());

    ok(/提\s*交/);
    await expectMessages(['请输入文号', '请输入签发人', '请选择办理类别', '请选择采纳情况', '请输入答复内容']);
    expect(api.replyCase).not.toHaveBeenCalled();

    type('文号', '市教函〔2026〕12号');
    type('签发人', '李四');
    await choose('办理类别', 'B 正在解决或列入计划');
    await choose('采纳情况', '部分采纳');
    type('答复内容', '已列入年度计划');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], '办理方案.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('办理方案.pdf')).toBeTruthy();
    await send();

    await waitFor(() => expect(api.replyCase).toHaveBeenCalledTimes(1));
    expect(api.replyCase).toHaveBeenCalledWith({
      id: 7,
      version: 3,
      assignmentId: 31,
      docNo: '市教函〔2026〕12号',
      signer: '李四',
      repliedOn: officeDay(),
      resultCategory: 'B',
      adoption: 'PARTIAL',
      content: '已列入年度计划',
      attachments: [{ name: `办理方案${SUFFIX}.pdf`, url: '/api/Upload/GetFile/20/办理方案.pdf' }],
    });
    expect(screen.getByText('市财政局：已提交')).toBeTruthy();
  });

  it('shows the lead unit which co-unit has not sent its opinion, and replies without it only once confirmed', async () => {
    cases.fetchCaseFile.mockImplementation(() => fileWithCoUnit('SIGNED'));
    renderWithProviders(<ReplyDialog target={lead} onClose={vi.fn()} />);
    expect(await screen.findByText('市财政局：未提交')).toBeTruthy();
    type('文号', '市教函2号');
    type('签发人', '李四');
    await choose('办理类别', 'A 已解决或基本解决');
    await choose('采纳情况', '采纳');
    type('答复内容', '已解决');
    ok(/提\s*交/);
    await expectMessages(['请确认不等协办单位意见即答复']);
    expect(api.replyCase).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: /不等协办单位意见/ }));
    await send();
    await waitFor(() => expect(api.replyCase).toHaveBeenCalledWith(expect.objectContaining({ withoutOpinions: true })));
  });

  it('sends an official reply only once confirmed: cancelling keeps the dialog and sends nothing', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ReplyDialog target={lead} onClose={onClose} />);
    await screen.findByText('答复：R16-3-0007');
    type('文号', '市教函3号');
    type('签发人', '李四');
    await choose('办理类别', 'A 已解决或基本解决');
    await choose('采纳情况', '采纳');
    type('答复内容', '已解决');
    ok(/提\s*交/);
    const question = await screen.findByText('答复发送后将送达提出人，并进入测评，不能再修改。确定发送吗？');
    const confirm = question.closest('.ant-modal-confirm') as HTMLElement;
    expect(within(confirm).getAllByText('发送正式答复').length).toBeGreaterThan(0);
    // The confirmation's Cancel (its first button; role queries do not reach into antd's confirm in jsdom).
    fireEvent.click(confirm.querySelectorAll('.ant-modal-confirm-btns button')[0]!);
    // Cancelled, the reply is no longer being sent: its 提交 is ready again.
    const submitButton = screen.getByRole('button', { name: /提\s*交/ });
    await waitFor(() => expect(submitButton.classList.contains('ant-btn-loading')).toBe(false));
    expect(api.replyCase).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(field('文号').value).toBe('市教函3号');
  });

  it('shows the server’s refusal on the field it names and stays open', async () => {
    api.replyCase.mockImplementation(() =>
      Promise.reject(
        Object.assign(new Error('文号已被使用'), {
          code: 400,
          body: { code: 400, msg: '文号已被使用', data: null, success: false, errors: [{ field: 'docNo', message: '文号已被使用' }] },
        }),
      ),
    );
    const onClose = vi.fn();
    renderWithProviders(<ReplyDialog target={lead} onClose={onClose} />);
    await screen.findByText('答复：R16-3-0007');
    type('文号', '市教函1号');
    type('签发人', '李四');
    await choose('办理类别', 'A 已解决或基本解决');
    await choose('采纳情况', '采纳');
    type('答复内容', '已解决');
    await send();
    const explain = await waitFor(() => {
      const found = field('文号').closest('.ant-form-item')?.querySelector('.ant-form-item-explain');
      expect(found?.textContent).toBe('文号已被使用');
      return found;
    });
    expect(explain).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('words a 协办 unit’s reply as its opinion to the lead unit', async () => {
    renderWithProviders(<ReplyDialog target={{ ...lead, role: 'CO' }} onClose={vi.fn()} />);
    expect(await screen.findByText('协办意见：R16-3-0007（送主办单位）')).toBeTruthy();
    expect(screen.getByText('协办意见送交主办单位，由主办单位汇总后答复提出人。')).toBeTruthy();
    expect(field('意见内容')).toBeTruthy();
  });
});

describe('ConsultDialog and RequestReturnDialog', { timeout: 30_000 }, () => {
  it('records a consultation: its way, a past day (today unless changed), who took part and the record', async () => {
    renderWithProviders(<ConsultDialog target={lead} onClose={vi.fn()} />);
    expect(await screen.findByText('面商记录：R16-3-0007')).toBeTruthy();
    expect((field('面商日期') as HTMLInputElement).value).toBe(officeDay());
    ok(/保\s*存/);
    await expectMessages(['请选择面商方式', '请填写参加人员']);

    fireEvent.click(screen.getByRole('radio', { name: '上门' }));
    const day = dayjs(officeDay()).subtract(2, 'day').format('YYYY-MM-DD');
    fireEvent.mouseDown(field('面商日期'));
    fireEvent.change(field('面商日期'), { target: { value: day } });
    fireEvent.keyDown(field('面商日期'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    type('参加人员', '张三、王五');
    type('情况记录', '当面沟通了办理思路');
    ok(/保\s*存/);
    await waitFor(() =>
      expect(api.consultCase).toHaveBeenCalledWith({
        id: 7,
        version: 3,
        assignmentId: 31,
        method: 'VISIT',
        heldOn: day,
        people: '张三、王五',
        notes: '当面沟通了办理思路',
      }),
    );
  });

  it('asks to return an assignment only with a reason', async () => {
    renderWithProviders(<RequestReturnDialog target={lead} onClose={vi.fn()} />);
    expect(await screen.findByText('申请退回“R16-3-0007”')).toBeTruthy();
    ok(/申请退回/);
    await expectMessages(['请填写理由']);
    type('退回理由', '不属于本单位职责');
    ok(/申请退回/);
    await waitFor(() =>
      expect(api.requestReturn).toHaveBeenCalledWith({ id: 7, version: 3, assignmentId: 31, reason: '不属于本单位职责' }),
    );
  });
});
