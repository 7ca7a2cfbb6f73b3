import type { RoleRow } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { expectMessages } from '../../../components/form/testing';
import { RoleFormDialog } from './RoleFormDialog';

const api = vi.hoisted(() => ({ addRole: vi.fn(), updateRole: vi.fn() }));
vi.mock('../../../api/roles', () => api);
beforeEach(() => {
  api.addRole.mockReset().mockResolvedValue({ code: 200, msg: '添加成功', data: {}, success: true });
  api.updateRole.mockReset();
});

// antd's TextArea measures itself with ResizeObserver, which jsdom lacks.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

function renderForm(role?: RoleRow) {
  const onSaved = vi.fn();
  render(<RoleFormDialog open role={role} onSaved={onSaved} onClose={() => undefined} />);
  return onSaved;
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

describe('RoleFormDialog', { timeout: 30_000 }, () => {
  it('shows the messages of the shared schema: for an empty form, then for a non-digit code and a name not starting with a letter', async () => {
    renderForm();
    expect(screen.getByRole('dialog', { name: '新增角色' })).toBeTruthy();
    submit();
    await expectMessages(['请输入角色编码', '请输入角色标识', '请输入角色名称']);
    type('编码', 'A1');
    type('标识', '1auditor');
    await expectMessages(['角色编码只能是数字（如22、28）', '角色标识须以字母开头，只能包含字母和数字']);
    expect(api.addRole).not.toHaveBeenCalled();
  });

  it('adds the role with the checked abilities of the shared list', async () => {
    const onSaved = renderForm();
    type('编码', '31');
    type('标识', 'auditor');
    type('名称', '审计员');
    fireEvent.click(screen.getByLabelText('查看操作日志'));
    fireEvent.click(screen.getByLabelText('导出报表'));
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('添加成功')).toBeTruthy();
    expect(api.addRole.mock.calls[0]?.[0]).toMatchObject({
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
