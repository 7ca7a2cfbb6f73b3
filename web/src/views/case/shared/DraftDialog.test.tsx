import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { DraftDialog } from './DraftDialog';
import { caseFile, envelope } from './test-data';
import { choose } from './testing';

const submitter = vi.hoisted(() => ({ saveCaseDraft: vi.fn(), submitCase: vi.fn(), fetchCosignerOptions: vi.fn() }));
vi.mock('../../../api/case-submitter', () => submitter);
const cases = vi.hoisted(() => ({ fetchCaseFile: vi.fn(), fetchSimilarCases: vi.fn() }));
vi.mock('../../../api/cases', () => cases);

const WAIT = { timeout: 10_000 };
const draftSaved = (version: number) => envelope({ id: 21, version, status: 'DRAFT', caseNo: null }, '已暂存');

/** The footer button of that text (antd spaces two-character labels). */
const footerButton = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')].find(
    (button) => (button.textContent ?? '').replace(/\s/g, '') === text,
  )!;

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The message under a field, once shown. */
const messageOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain');

/** A file the deputy uploaded: its stored name (with the 16-character suffix) and address. */
const PHOTO = { name: '现场照片Ab3dEf7hIj0lMn9p.png', url: '/api/Upload/GetFile/9/现场照片Ab3dEf7hIj0lMn9p.png' };

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => {
  for (const fn of [...Object.values(submitter), ...Object.values(cases)]) fn.mockReset();
  submitter.saveCaseDraft.mockImplementation(() => draftSaved(1));
  cases.fetchSimilarCases.mockImplementation(() => envelope([]));
  submitter.submitCase.mockImplementation(() => envelope({ id: 21, version: 2, status: 'SUBMITTED', caseNo: null }, '已提交'));
  submitter.fetchCosignerOptions.mockImplementation(() =>
    envelope([
      { memberId: 8, name: '王五', groupName: '第二代表团' },
      { memberId: 9, name: '赵六', groupName: '第三代表团' },
    ]),
  );
});

describe('DraftDialog', { timeout: 30_000 }, () => {
  it('shows the similar cases of the body while the title is typed, and compares one side by side', async () => {
    cases.fetchSimilarCases.mockImplementation(() =>
      envelope([
        {
          id: 40,
          body: 'NPC',
          caseNo: 'R16-2-0040',
          title: '关于增设社区公交线路的建议',
          text: '建议增设社区公交，方便老人出行。',
          status: 'CLOSED',
          sessionName: '十六届二次',
          similarity: 82,
          likelyDuplicate: true,
          mergedInto: null,
          units: [{ unitName: '市交通委', role: 'SOLE', resultCategory: 'A' }],
        },
      ]),
    );
    renderWithProviders(<DraftDialog body="NPC" draftId={null} open onClose={vi.fn()} />);
    await screen.findByText('新建建议', undefined, WAIT);
    type('案由', '关于增设公交线路的建议');
    type('内容', '建议增设社区公交');
    await screen.findByText('相似度 82%', undefined, WAIT);
    expect(cases.fetchSimilarCases).toHaveBeenLastCalledWith(
      { body: 'NPC', title: '关于增设公交线路的建议', content: '建议增设社区公交', excludeId: undefined },
      expect.anything(),
    );
    expect(screen.getByText('疑似重复')).toBeTruthy();
    expect(screen.getByText(/市交通委（单办，答复 A 类）/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '对照 R16-2-0040' }));
    await screen.findByText('对照：本件与 R16-2-0040（相似度 82%）', undefined, WAIT);
    const dialog = screen.getAllByRole('dialog').find((d) => d.textContent?.includes('对照：本件'))!;
    const marked = [...dialog.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marked).toContain('建议增设社区公交');
  });

  it('提交 saves the new draft, then submits it with the id and version the save answered', async () => {
    const onClose = vi.fn();
    renderWithProviders(<DraftDialog body="NPC" draftId={null} open onClose={onClose} />);
    await screen.findByText('新建建议', undefined, WAIT);
    type('案由', '关于增设公交线路的建议');
    type('内容', '建议增设社区公交');
    await choose('附议人', '王五（第二代表团）');
    fireEvent.click(footerButton('提交'));

    await waitFor(() => expect(submitter.submitCase).toHaveBeenCalledWith({ id: 21, version: 1 }));
    expect(submitter.saveCaseDraft).toHaveBeenCalledWith({
      kind: 'SUGGESTION',
      title: '关于增设公交线路的建议',
      content: '建议增设社区公交',
      reason: '',
      solution: '',
      period: 'DURING',
      cosignerIds: [8],
      attachments: [],
    });
    const [saved] = submitter.saveCaseDraft.mock.invocationCallOrder;
    const [submitted] = submitter.submitCase.mock.invocationCallOrder;
    expect(saved).toBeLessThan(submitted!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('暂存 only saves; a motion sends its 理由 and 办法', async () => {
    renderWithProviders(<DraftDialog body="NPC" draftId={null} open onClose={vi.fn()} />);
    await screen.findByText('新建建议', undefined, WAIT);
    await choose('类型', '议案');
    await screen.findByLabelText('理由', undefined, WAIT);
    expect(screen.queryByLabelText('内容')).toBeNull();
    expect(screen.getByText('议案须由代表团或十名以上代表联名提出')).toBeTruthy();
    type('案由', '关于制定条例的议案');
    type('理由', '现行规定不足');
    type('办法', '制定专门条例');
    fireEvent.click(footerButton('暂存'));
    await waitFor(() =>
      expect(submitter.saveCaseDraft).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'MOTION', content: '', reason: '现行规定不足', solution: '制定专门条例' }),
      ),
    );
    expect(submitter.submitCase).not.toHaveBeenCalled();
  });

  it('提交 asks for the 内容, and a motion for its 办法 and ten signers; 暂存 keeps the partial draft', async () => {
    renderWithProviders(<DraftDialog body="NPC" draftId={null} open onClose={vi.fn()} />);
    await screen.findByText('新建建议', undefined, WAIT);
    type('案由', '关于停车的建议');
    fireEvent.click(footerButton('提交'));
    await waitFor(() => expect(messageOf('内容')?.textContent).toBe('提交前请填写内容'));
    expect(submitter.saveCaseDraft).not.toHaveBeenCalled();

    fireEvent.click(footerButton('暂存'));
    await waitFor(() => expect(submitter.saveCaseDraft).toHaveBeenCalledWith(expect.objectContaining({ content: '' })));
    expect(submitter.submitCase).not.toHaveBeenCalled();
  });

  it('提交 of a motion asks for ten signers in all, naming how many more', async () => {
    renderWithProviders(<DraftDialog body="NPC" draftId={null} open onClose={vi.fn()} />);
    await screen.findByText('新建建议', undefined, WAIT);
    await choose('类型', '议案');
    await screen.findByLabelText('理由', undefined, WAIT);
    type('案由', '关于制定条例的议案');
    type('理由', '现行规定不足');
    type('办法', '制定专门条例');
    await choose('附议人', '王五（第二代表团）');
    fireEvent.click(footerButton('提交'));
    await waitFor(() =>
      expect(messageOf('附议人')?.textContent).toBe('议案须由代表团或十名以上代表联名提出：请再邀请至少 8 名代表联名，或改为建议'),
    );
    expect(submitter.saveCaseDraft).not.toHaveBeenCalled();
    expect(submitter.submitCase).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on its field, and a retry updates the draft already saved', async () => {
    const refusal = Object.assign(new Error('附议人须为同一届次的代表委员'), {
      code: 400,
      body: {
        code: 400,
        msg: '附议人须为同一届次的代表委员',
        data: null,
        success: false,
        errors: [{ field: 'cosignerIds', message: '附议人须为同一届次的代表委员' }],
      },
    });
    submitter.submitCase.mockRejectedValueOnce(refusal);
    renderWithProviders(<DraftDialog body="NPC" draftId={null} open onClose={vi.fn()} />);
    await screen.findByText('新建建议', undefined, WAIT);
    type('案由', '关于停车的建议');
    type('内容', '小区停车难');
    fireEvent.click(footerButton('提交'));

    await waitFor(() => expect(messageOf('附议人')?.textContent).toBe('附议人须为同一届次的代表委员'));
    expect(messageOf('案由')).toBeFalsy();

    submitter.saveCaseDraft.mockImplementation(() => draftSaved(2));
    fireEvent.click(footerButton('提交'));
    await waitFor(() => expect(submitter.submitCase).toHaveBeenLastCalledWith({ id: 21, version: 2 }));
    expect(submitter.saveCaseDraft).toHaveBeenLastCalledWith(expect.objectContaining({ id: 21, version: 1, title: '关于停车的建议' }));
  });

  it('edits a draft with what it holds, its co-signers by name, and sends its id and version', async () => {
    cases.fetchCaseFile.mockImplementation(() =>
      envelope(
        caseFile({
          id: 21,
          version: 5,
          status: 'DRAFT',
          caseNo: null,
          title: '关于绿化的建议',
          content: '多种树',
          period: 'BETWEEN',
          cosigners: [{ memberId: 9, name: '赵六', groupName: '第三代表团', cosignStatus: 'INVITED', respondBy: null }],
          attachments: [{ id: 3, ...PHOTO, stage: 'DRAFT', addedBy: '张三', addedAt: '2026-01-10T02:00:00.000Z' }],
        }),
      ),
    );
    renderWithProviders(<DraftDialog body="NPC" draftId={21} open onClose={vi.fn()} />);
    await screen.findByText('编辑建议', undefined, WAIT);
    await waitFor(() => expect((screen.getByLabelText('案由') as HTMLInputElement).value).toBe('关于绿化的建议'));
    expect(screen.getByText('赵六')).toBeTruthy();
    // The draft's files show in the upload field by their uploaded names, and are sent again as they are.
    expect(screen.getByText('现场照片.png')).toBeTruthy();
    fireEvent.click(footerButton('暂存'));
    await waitFor(() =>
      expect(submitter.saveCaseDraft).toHaveBeenCalledWith({
        id: 21,
        version: 5,
        kind: 'SUGGESTION',
        title: '关于绿化的建议',
        content: '多种树',
        reason: '',
        solution: '',
        period: 'BETWEEN',
        cosignerIds: [9],
        attachments: [PHOTO],
      }),
    );
  });
});
