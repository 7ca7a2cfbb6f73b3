import type { MemberOptions, MemberProfile } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { ChangeDialog, changedPlacement } from './ChangeDialog';
import { MemberFormDialog } from './MemberFormDialog';

const api = vi.hoisted(() => ({ addMember: vi.fn(), updateMember: vi.fn(), changeMember: vi.fn() }));
vi.mock('../../api/members', () => api);
const saved = (msg: string) => Promise.resolve({ code: 200, msg, data: {}, success: true });
beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));

const options: MemberOptions = {
  delegations: [
    { value: 1, label: '第一代表团', body: 'NPC', kind: 'delegation', type: 1 },
    { value: 9, label: '民革', body: 'CPPCC', kind: 'unit', type: 2 },
  ],
  sessions: [
    { value: 3, label: '十六届三次', body: 'NPC', isCurrent: true },
    { value: 4, label: '政协十四届三次', body: 'CPPCC', isCurrent: true },
  ],
  backgrounds: [{ value: '中共党员', label: '中共党员' }],
  types: [
    { value: 1, label: '代表团', labelEn: 'Delegation' },
    { value: 2, label: '提案单位', labelEn: 'Proposal-submitting unit' },
  ],
};

// A delegate of the first delegation in the current NPC session, with a complete profile.
const placement = { spV_ID: 3, dlG_ID: 1, type: 1, meet_Name: '十六届三次', dlG_Name: '第一代表团' };
const contact = { backGround: '中共党员', address: '某局 局长', mobile: '13800138000', native_place: '某路1号', remark: '某局' };
const person: MemberProfile = {
  hR_ID: 5,
  staff_Name: '李四',
  case_ID: 'dlg005',
  create_Time: '2026-01-01',
  operator: 'npc01',
  ...placement,
  ...contact,
};

const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('MemberFormDialog', { timeout: 30_000 }, () => {
  it('shows the spec messages for an empty form and sends nothing', async () => {
    render(<MemberFormDialog open editing={null} options={options} onSaved={vi.fn()} onClose={vi.fn()} />);
    save();
    for (const text of [
      '请输入姓名',
      '请选择届次',
      '请选择代表团或提案单位',
      '请输入政治面貌',
      '请输入单位职务',
      '请输入联系电话',
      '请输入联系地址',
      '请输入单位地址',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(api.addMember).not.toHaveBeenCalled();
  });

  it('rejects a bad mobile number with the spec message', async () => {
    render(<MemberFormDialog open editing={{ ...person, mobile: '2380013800' }} options={options} onSaved={vi.fn()} onClose={vi.fn()} />);
    save();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(api.updateMember).not.toHaveBeenCalled();
  });

  it('fills the form when editing, saves the values and reloads the list', async () => {
    api.updateMember.mockImplementation(() => saved('保存成功'));
    const onSaved = vi.fn();
    render(<MemberFormDialog open editing={person} options={options} onSaved={onSaved} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '编辑代表委员' })).toBeTruthy();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('李四');
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13912345678' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.updateMember).toHaveBeenCalledWith(
      5,
      expect.objectContaining({ Staff_Name: '李四', SPV_ID: 3, DLG_ID: 1, Mobile: '13912345678' }),
    );
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });
});

describe('ChangeDialog', { timeout: 30_000 }, () => {
  it('says so when nothing changed and sends nothing', async () => {
    render(<ChangeDialog person={person} options={options} onSaved={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '调整代表委员' })).toBeTruthy();
    save();
    expect(await screen.findByText('请选择要调整的代表团、届次或类型')).toBeTruthy();
    expect(api.changeMember).not.toHaveBeenCalled();
  });
});

describe('list helpers', () => {
  it('moves only what changed', () => {
    expect(changedPlacement(person, { DLG_ID: 1, SPV_ID: 3, Type: 1 })).toEqual({});
    expect(changedPlacement(person, { DLG_ID: 9, SPV_ID: 4, Type: 1 })).toEqual({ DLG_ID: 9, SPV_ID: 4 });
  });
});
