import type { MemberProfile } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { PersonalCenterForm } from './PersonalCenterForm';
import { checkMobile } from './profile-rules';

const profile: MemberProfile = {
  hR_ID: 7,
  staff_Name: '张三',
  case_ID: 'dlg001',
  spV_ID: 1,
  dlG_ID: 2,
  backGround: '',
  address: '',
  create_Time: '2026-01-01',
  operator: '',
  type: 1,
  mobile: '',
  native_place: '',
  remark: '',
  meet_Name: '第十六届人大第三次会议',
  dlG_Name: '第一代表团',
};

function renderForm(overrides: Partial<MemberProfile> = {}) {
  const onSubmit = vi.fn();
  render(<PersonalCenterForm profile={{ ...profile, ...overrides }} onSubmit={onSubmit} />);
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

// The first antd render in jsdom is slow (several seconds on a cold start).
describe('PersonalCenterForm', { timeout: 30_000 }, () => {
  it('keeps what the user typed when the profile arrives again (a late load must not reset the form)', async () => {
    const view = render(<PersonalCenterForm profile={{ ...profile, mobile: '13900001111' }} onSubmit={vi.fn()} />);
    const mobile = screen.getByLabelText('联系电话') as HTMLInputElement;
    expect(mobile.value).toBe('13900001111');
    fireEvent.change(mobile, { target: { value: '13900002222' } });
    view.rerender(<PersonalCenterForm profile={{ ...profile, mobile: '13900001111' }} onSubmit={vi.fn()} />);
    await waitFor(() => expect((screen.getByLabelText('联系电话') as HTMLInputElement).value).toBe('13900002222'));
  });

  it('shows the spec messages when submitted empty', async () => {
    const onSubmit = renderForm();
    submit();
    for (const text of ['请输入政治面貌', '请输入单位职务', '请输入联系电话', '请输入联系地址', '请输入单位地址'])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an invalid mobile number', async () => {
    const onSubmit = renderForm({
      backGround: '中共党员',
      address: '局长',
      native_place: '某路1号',
      remark: '某局',
      mobile: '23800138000',
    });
    submit();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the read-only fields read-only and submits valid values', async () => {
    const onSubmit = renderForm({
      backGround: '中共党员',
      address: '局长',
      native_place: '某路1号',
      remark: '某局',
      mobile: '13800138000',
    });
    expect((screen.getByLabelText('姓名') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('dlg001');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ Mobile: '13800138000', BackGround: '中共党员' });
  });
});

describe('checkMobile', () => {
  it('applies the spec rule', () => {
    expect(checkMobile('')).toBe('profile.mobileEmpty');
    expect(checkMobile('   ')).toBe('profile.mobileEmpty');
    expect(checkMobile('1380013800')).toBe('profile.mobileInvalid');
    expect(checkMobile('23800138000')).toBe('profile.mobileInvalid');
    expect(checkMobile('13800138000')).toBeNull();
  });
});
