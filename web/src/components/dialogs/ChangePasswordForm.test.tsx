import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { ChangePasswordForm } from './ChangePasswordForm';
import { checkConfirmation, checkNewPassword } from './password-rules';

function renderForm() {
  const onSubmit = vi.fn(() => Promise.resolve(true));
  render(<ChangePasswordForm onSubmit={onSubmit} />);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: /确定修改/ }));
  return { onSubmit, type, submit };
}

// The first antd render in jsdom is slow (several seconds on a cold start).
describe('ChangePasswordForm', { timeout: 30_000 }, () => {
  it('requires every field', async () => {
    const { onSubmit, submit } = renderForm();
    submit();
    for (const text of ['请输入原密码', '请输入新密码', '请再次输入新密码']) expect(await screen.findByText(text)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the old password length, the level 3 strength and the confirmation', async () => {
    const { onSubmit, type, submit } = renderForm();
    type('原密码', '12345');
    type('新密码', 'abc12345');
    type('确认新密码', 'abc123456');
    submit();
    expect(await screen.findByText('原密码不能少于6位')).toBeTruthy();
    expect(await screen.findByText(/至少8位.*数字.*小写.*大写.*特殊/)).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a strong, confirmed password', async () => {
    const { onSubmit, type, submit } = renderForm();
    type('原密码', 'old-secret');
    type('新密码', 'Abc123!@#');
    type('确认新密码', 'Abc123!@#');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
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
