import type { RoleRow } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { RoleForm } from './RoleForm';

// antd's TextArea measures itself with ResizeObserver, which jsdom lacks.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

function renderForm(role?: RoleRow) {
  const onSubmit = vi.fn();
  render(<RoleForm role={role} onSubmit={onSubmit} onCancel={() => undefined} />);
  return onSubmit;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

const adminRole: RoleRow = {
  id: 1,
  code: '22',
  name: 'admin',
  title: '系统管理员',
  description: '',
  abilities: ['case:read'],
  level: 5,
  userCount: 1,
  create_Time: '2026-01-01T00:00:00Z',
};

describe('RoleForm', { timeout: 30_000 }, () => {
  it('shows the messages of the shared schema when submitted empty', async () => {
    const onSubmit = renderForm();
    submit();
    for (const text of ['请输入角色编码', '请输入角色标识', '请输入角色名称']) expect(await screen.findByText(text)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a non-digit code and a name not starting with a letter', async () => {
    const onSubmit = renderForm();
    type('编码', 'A1');
    type('标识', '1auditor');
    type('名称', '审计员');
    submit();
    expect(await screen.findByText('角色编码只能是数字（如22、28）')).toBeTruthy();
    expect(await screen.findByText('角色标识须以字母开头，只能包含字母和数字')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the checked abilities of the shared list', async () => {
    const onSubmit = renderForm();
    type('编码', '31');
    type('标识', 'auditor');
    type('名称', '审计员');
    fireEvent.click(screen.getByLabelText('查看操作日志'));
    fireEvent.click(screen.getByLabelText('导出报表'));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      code: '31',
      name: 'auditor',
      title: '审计员',
      abilities: ['log:read', 'report:export'],
    });
  });

  it('keeps the administrator role’s code and name fixed', () => {
    renderForm(adminRole);
    expect((screen.getByLabelText('编码') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('标识') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('名称') as HTMLInputElement).disabled).toBe(false);
  });
});
