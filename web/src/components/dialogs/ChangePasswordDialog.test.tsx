import type { CurrentUserInfo } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { useUserStore } from '../../stores/user';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { checkConfirmation, checkNewPassword } from './password-rules';

const api = vi.hoisted(() => ({ changePassword: vi.fn() }));
vi.mock('../../api/profile', () => api);

beforeEach(() => {
  api.changePassword.mockReset().mockResolvedValue({ code: 200, msg: '密码修改成功', data: null, success: true });
  useUserStore.setState({ userInfo: { user_ID: 7, staff_Name: '张三' } as CurrentUserInfo });
});

function renderDialog(forced = false) {
  const onClose = vi.fn();
  render(<ChangePasswordDialog open forced={forced} onClose={onClose} />);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: /确定修改/ }));
  return { onClose, type, submit };
}

// The first antd render in jsdom is slow (several seconds on a cold start).
describe('ChangePasswordDialog', { timeout: 30_000 }, () => {
  it('requires every field', async () => {
    const { submit } = renderDialog();
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeTruthy();
    submit();
    for (const text of ['请输入原密码', '请输入新密码', '请再次输入新密码']) expect(await screen.findByText(text)).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('checks the old password length, the level 3 strength and the confirmation', async () => {
    const { type, submit } = renderDialog();
    type('原密码', '12345');
    type('新密码', 'abc12345');
    type('确认新密码', 'abc123456');
    submit();
    expect(await screen.findByText('原密码不能少于6位')).toBeTruthy();
    expect(await screen.findByText(/至少8位.*数字.*小写.*大写.*特殊/)).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('changes a strong, confirmed password, shows the server message and closes', async () => {
    const { onClose, type, submit } = renderDialog();
    type('原密码', 'old-secret');
    type('新密码', 'Abc123!@#');
    type('确认新密码', 'Abc123!@#');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.changePassword).toHaveBeenCalledWith({ uid: 7, oldPwd: 'old-secret', newPwd: 'Abc123!@#', confirmNewPwd: 'Abc123!@#' });
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
  });

  it('cannot be put off when the password must change', () => {
    const { onClose } = renderDialog(true);
    expect(screen.getByText('为了账号安全，请先修改密码后再继续使用。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取\s*消/ })).toBeNull();
    fireEvent.keyDown(screen.getByLabelText('原密码'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('password rules', () => {
  it('uses strength level 3', () => {
    expect(checkNewPassword('abcdef')).toBe('password.level3');
    expect(checkNewPassword('Abcdefg1')).toBe('password.level3');
    expect(checkNewPassword('Abcdef1!')).toBeNull();
  });
  it('requires the confirmation to match', () => {
    expect(checkConfirmation('Abcdef1!', 'Abcdef1?')).toBe('password.mismatch');
    expect(checkConfirmation('Abcdef1!', 'Abcdef1!')).toBeNull();
  });
});
