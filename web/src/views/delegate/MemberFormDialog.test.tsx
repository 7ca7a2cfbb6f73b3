import type { MemberOptions, MemberProfile } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { changedPlacement } from './ChangeDialog';
import { MemberFormDialog } from './MemberFormDialog';
import { filterBody } from './use-delegate-list';

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

const person: MemberProfile = {
  hR_ID: 5,
  staff_Name: '李四',
  case_ID: 'dlg005',
  spV_ID: 3,
  dlG_ID: 1,
  backGround: '中共党员',
  address: '某局 局长',
  create_Time: '2026-01-01T00:00:00.000Z',
  operator: 'npc01',
  type: 1,
  mobile: '13800138000',
  native_place: '某路1号',
  remark: '某局',
  meet_Name: '十六届三次',
  dlG_Name: '第一代表团',
};

const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('MemberFormDialog', { timeout: 30_000 }, () => {
  it('shows the spec messages for an empty form and sends nothing', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<MemberFormDialog open editing={null} options={options} onSubmit={onSubmit} onClose={vi.fn()} />);
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
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a bad mobile number with the spec message', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<MemberFormDialog open editing={{ ...person, mobile: '2380013800' }} options={options} onSubmit={onSubmit} onClose={vi.fn()} />);
    save();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the form when editing and submits the values', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<MemberFormDialog open editing={person} options={options} onSubmit={onSubmit} onClose={vi.fn()} />);
    expect(screen.getByText('编辑代表委员')).toBeTruthy();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('李四');
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13912345678' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ Staff_Name: '李四', SPV_ID: 3, DLG_ID: 1, Mobile: '13912345678', Remark: '某局' });
  });
});

describe('list helpers', () => {
  it('sends only the filled filter fields, with the sort', () => {
    expect(filterBody({ filter: { Staff_Name: '', DLG_ID: 1, BackGround: undefined } })).toEqual({ DLG_ID: 1 });
    expect(filterBody({ filter: { Staff_Name: '张' }, sortField: 'create_Time', sortOrder: 'desc' })).toEqual({
      Staff_Name: '张',
      sortField: 'create_Time',
      sortOrder: 'desc',
    });
  });

  it('moves only what changed', () => {
    expect(changedPlacement(person, { DLG_ID: 1, SPV_ID: 3, Type: 1 })).toEqual({});
    expect(changedPlacement(person, { DLG_ID: 9, SPV_ID: 4, Type: 1 })).toEqual({ DLG_ID: 9, SPV_ID: 4 });
  });
});
