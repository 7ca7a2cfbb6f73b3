import type { UserRow } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { renderWithProviders } from '../../../components/list/testing';
import { useUserActions } from './use-user-actions';

const api = vi.hoisted(() => ({ deleteUser: vi.fn(), issueLoginLink: vi.fn(), resetUserPassword: vi.fn(), setUserState: vi.fn() }));
vi.mock('../../../api/users', () => api);
const answer = <T,>(data: T, msg: string) => Promise.resolve({ code: 200, msg, data, success: true });

const clipboard = { writeText: vi.fn() };
beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  clipboard.writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
});

const user = { user_ID: 9, username: 'clerk9', staff_Name: '王五', hR_ID: 3, state: '1' } as unknown as UserRow;

/** The row actions a user-management page gets, behind two buttons. */
function Harness() {
  const actions = useUserActions(() => undefined);
  return (
    <>
      <button onClick={() => actions.resetPassword(user)}>reset</button>
      <button onClick={() => actions.issueLink(user)}>link</button>
    </>
  );
}

const confirm = async () => fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));

describe('useUserActions', { timeout: 30_000 }, () => {
  it('shows a reset password with a 复制密码 button that copies the password', async () => {
    api.resetUserPassword.mockImplementation(() => answer({ password: 'Tmp#Pass2026abcd' }, '密码已重置'));
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    await confirm();
    const box = await screen.findByRole('textbox', { name: '临时密码' });
    expect((box as HTMLInputElement).value).toBe('Tmp#Pass2026abcd');
    const dialog = box.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).queryByRole('button', { name: '复制链接' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '复制密码' }));
    await waitFor(() => expect(clipboard.writeText).toHaveBeenCalledWith('Tmp#Pass2026abcd'));
    expect(await within(dialog).findByRole('button', { name: '已复制' })).toBeTruthy();
  });

  it('keeps 复制链接 for a sign-in link', async () => {
    api.issueLoginLink.mockImplementation(() => answer({ url: '/#/login?ticket=abc', expiresAt: '2026-12-01T00:00:00Z' }, ''));
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'link' }));
    await confirm();
    const box = await screen.findByRole('textbox', { name: '免登录链接' });
    const dialog = box.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(clipboard.writeText).toHaveBeenCalledWith((box as HTMLInputElement).value));
    expect((box as HTMLInputElement).value).toContain('ticket=abc');
  });
});
