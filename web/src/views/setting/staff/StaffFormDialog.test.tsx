import type { StaffRow } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { StaffFormDialog } from './StaffFormDialog';

const api = vi.hoisted(() => ({ addStaff: vi.fn(), updateStaff: vi.fn() }));
vi.mock('../../../api/staff', () => api);
const saved = (msg: string) => Promise.resolve({ code: 200, msg, data: {}, success: true });
import type { StaffOptions } from './use-staff-options';

const options: StaffOptions = {
  departments: [{ value: 2, title: '联络处', children: [] }],
  units: [{ value: 7, label: '市教育局' }],
};

const person: StaffRow = {
  id: 11,
  name: '王五',
  dept_ID: 2,
  dept_Name: '联络处',
  unit_ID: null,
  unit_Name: '',
  post: '科员',
  mobile: '13911112222',
  email: '',
  remark: '',
  create_Time: '2026-01-01T00:00:00.000Z',
};

// antd's TextArea measures itself with ResizeObserver, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));

const find = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('StaffFormDialog', { timeout: 60_000 }, () => {
  beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));

  it('asks for the name and sends nothing without it', async () => {
    render(<StaffFormDialog open editing={null} options={options} onSaved={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '新增人员' })).toBeTruthy();
    save();
    expect(await find('请输入姓名')).toBeTruthy();
    expect(api.addStaff).not.toHaveBeenCalled();
  });

  it('refuses a bad mobile number and e-mail with the server messages', async () => {
    render(<StaffFormDialog open editing={person} options={options} onSaved={vi.fn()} onClose={vi.fn()} />);
    type('手机', '1391111222');
    type('邮箱', 'a@b');
    save();
    expect(await find('请输入正确的手机号')).toBeTruthy();
    expect(await find('请输入正确的邮箱地址')).toBeTruthy();
    expect(api.updateStaff).not.toHaveBeenCalled();
  });

  it('fills the form when editing, saves the whole record, shows the server message and reloads the list', async () => {
    api.updateStaff.mockImplementation(() => saved('保存成功'));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    render(<StaffFormDialog open editing={person} options={options} onSaved={onSaved} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: '编辑人员' })).toBeTruthy();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('王五');
    type('职务', '副处长');
    type('邮箱', 'wang@demo.gov.cn');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(await find('保存成功')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(api.updateStaff).toHaveBeenCalledWith(11, expect.anything());
    expect(api.updateStaff.mock.calls[0]?.[1]).toMatchObject({
      name: '王五',
      dept_ID: 2,
      post: '副处长',
      mobile: '13911112222',
      email: 'wang@demo.gov.cn',
    });
  });
});
