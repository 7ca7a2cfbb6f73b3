import type { DepartmentNode, RoleOption, UserRow } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { expectMessages } from '../../../components/form/testing';
import { renderWithProviders } from '../../../components/list/testing';
import { UserFormDialog } from './UserFormDialog';

const api = vi.hoisted(() => ({ addUser: vi.fn(), updateUser: vi.fn() }));
vi.mock('../../../api/users', () => api);
const staff = vi.hoisted(() => ({ fetchStaffUnits: vi.fn() }));
vi.mock('../../../api/staff', () => staff);
const answer = <T,>(data: T, msg: string) => Promise.resolve({ code: 200, msg, data, success: true });
beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  staff.fetchStaffUnits.mockImplementation(() => answer([{ value: 9, label: '市教育局', system: 'GOVERNMENT' }], ''));
});

const roles: RoleOption[] = [
  { id: 1, code: '22', name: 'admin', title: '系统管理员', level: 5 },
  { id: 6, code: '26', name: 'unitClerk', title: '承办单位经办人', level: 2 },
];
const departments: DepartmentNode[] = [{ id: 1, parent_ID: null, name: '人大办', sort: 1, userCount: 0, staffCount: 0, children: [] }];

function renderForm(user?: UserRow) {
  const onSaved = vi.fn();
  renderWithProviders(
    <UserFormDialog open user={user} roles={roles} departments={departments} onSaved={onSaved} onClose={() => undefined} />,
  );
  return onSaved;
}

// antd's select list measures itself with ResizeObserver, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

const existing: UserRow = {
  user_ID: 42,
  username: 'clerk9',
  staff_Name: '王五',
  dept_ID: 1,
  dept_Name: '人大办',
  unit_ID: 9,
  unit_Name: '市教育局',
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
describe('UserFormDialog', { timeout: 30_000 }, () => {
  it('shows the spec and schema messages when submitted empty', async () => {
    renderForm();
    submit();
    await expectMessages(['用户名不能为空', '请输入姓名', '请选择角色']);
    expect(api.addUser).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '新增用户' })).toBeTruthy();
  });

  it('rejects a malformed user name, mobile and a weak password', async () => {
    renderForm();
    const typed = { 用户名: 'bad name!', 姓名: '赵六', 手机号: '23800138000', 初始密码: 'abc12345' };
    for (const [label, value] of Object.entries(typed)) type(label, value);
    submit();
    await expectMessages(['用户名格式不正确', '请输入正确的手机号', '密码不能少于8位，且须包含数字、小写字母、大写字母和特殊字符']);
    expect(api.addUser).not.toHaveBeenCalled();
  });

  it('saves an edited user with its roles, without a password field', async () => {
    api.updateUser.mockImplementation(() => answer(existing, '保存成功'));
    const onSaved = renderForm(existing);
    expect(screen.queryByLabelText('初始密码')).toBeNull();
    type('姓名', ' 王五五 ');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(api.updateUser).toHaveBeenCalledWith(42, expect.anything());
    expect(api.updateUser.mock.calls[0]?.[1]).toMatchObject({
      username: 'clerk9',
      staff_Name: '王五五',
      mobile: '13800138000',
      roleIds: [6],
      dept_ID: 1,
      unit_ID: 9,
    });
  });

  it('asks a handling-unit user for its unit', async () => {
    renderForm();
    type('用户名', 'clerk11');
    type('姓名', '钱七');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
    fireEvent.click(await screen.findByTitle('承办单位经办人'));
    submit();
    await expectMessages(['承办单位经办人须选择其承办单位']);
    expect(api.addUser).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '承办单位' }));
    fireEvent.click(await screen.findByTitle('市教育局'));
    api.addUser.mockImplementation(() => answer({ ...existing, username: 'clerk11' }, '已添加 clerk11'));
    submit();
    await waitFor(() => expect(api.addUser).toHaveBeenCalledTimes(1));
    expect(api.addUser.mock.calls[0]?.[0]).toMatchObject({ username: 'clerk11', roleIds: [6], unit_ID: 9 });
  });

  it('leaves a generated password to the page instead of a message', async () => {
    api.addUser.mockImplementation(() => answer({ ...existing, username: 'clerk10', password: 'Gen#2026abcdefgh' }, '添加成功'));
    const onSaved = renderForm();
    type('用户名', 'clerk10');
    type('姓名', '赵六');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
    fireEvent.click(await screen.findByTitle('承办单位经办人'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '承办单位' }));
    fireEvent.click(await screen.findByTitle('市教育局'));
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ msg: '添加成功', data: { password: 'Gen#2026abcdefgh' } });
    expect(api.addUser.mock.calls[0]?.[0]).toMatchObject({ username: 'clerk10', staff_Name: '赵六', roleIds: [6] });
    expect(screen.queryByText('添加成功')).toBeNull();
  });
});
