import type { DepartmentNode, RoleOption, UserRow } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { UserForm } from './UserForm';

const roles: RoleOption[] = [
  { id: 1, code: '22', name: 'admin', title: '系统管理员', level: 5 },
  { id: 6, code: '26', name: 'unitClerk', title: '承办单位经办人', level: 2 },
];
const departments: DepartmentNode[] = [{ id: 1, parent_ID: null, name: '人大办', sort: 1, userCount: 0, staffCount: 0, children: [] }];

function renderForm(user?: UserRow) {
  const onSubmit = vi.fn();
  render(<UserForm user={user} roles={roles} departments={departments} onSubmit={onSubmit} onCancel={() => undefined} />);
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

const existing: UserRow = {
  user_ID: 42,
  username: 'clerk9',
  staff_Name: '王五',
  dept_ID: 1,
  dept_Name: '人大办',
  unit_ID: null,
  unit_Name: '',
  hR_ID: null,
  type: null,
  mobile: '13800138000',
  email: '',
  state: 1,
  pwd_Status: 0,
  roles: [{ id: 6, code: '26', name: 'unitClerk', title: '承办单位经办人' }],
  last_Login: null,
  create_Time: '2026-01-01T00:00:00Z',
};

// The first antd render in jsdom is slow (several seconds on a cold start).
describe('UserForm', { timeout: 30_000 }, () => {
  it('shows the spec and schema messages when submitted empty', async () => {
    const onSubmit = renderForm();
    submit();
    for (const text of ['用户名不能为空', '请输入姓名', '请选择角色']) expect(await screen.findByText(text)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed user name, mobile and a weak password', async () => {
    const onSubmit = renderForm();
    type('用户名', 'bad name!');
    type('姓名', '赵六');
    type('手机号', '23800138000');
    type('初始密码', 'abc12345');
    submit();
    expect(await screen.findByText('用户名格式不正确')).toBeTruthy();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(await screen.findByText('密码不能少于8位，且须包含数字、小写字母、大写字母和特殊字符')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits an edited user with its roles, without a password field', async () => {
    const onSubmit = renderForm(existing);
    expect(screen.queryByLabelText('初始密码')).toBeNull();
    type('姓名', ' 王五五 ');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      username: 'clerk9',
      staff_Name: '王五五',
      mobile: '13800138000',
      roleIds: [6],
      dept_ID: 1,
    });
  });
});
