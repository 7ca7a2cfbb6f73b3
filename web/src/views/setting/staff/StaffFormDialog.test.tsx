import type { StaffRow } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { StaffFormDialog } from './StaffFormDialog';
import { staffParams } from './use-staff-list';
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
  it('asks for the name and sends nothing without it', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<StaffFormDialog open editing={null} options={options} onSubmit={onSubmit} onClose={vi.fn()} />);
    expect(screen.getByText('新增人员')).toBeTruthy();
    save();
    expect(await find('请输入姓名')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a bad mobile number and e-mail with the server messages', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<StaffFormDialog open editing={person} options={options} onSubmit={onSubmit} onClose={vi.fn()} />);
    type('手机', '1391111222');
    type('邮箱', 'a@b');
    save();
    expect(await find('请输入正确的手机号')).toBeTruthy();
    expect(await find('请输入正确的邮箱地址')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the form when editing and submits the whole record', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<StaffFormDialog open editing={person} options={options} onSubmit={onSubmit} onClose={vi.fn()} />);
    expect(screen.getByText('编辑人员')).toBeTruthy();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('王五');
    type('职务', '副处长');
    type('邮箱', 'wang@demo.gov.cn');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: '王五',
      dept_ID: 2,
      post: '副处长',
      mobile: '13911112222',
      email: 'wang@demo.gov.cn',
    });
  });
});

describe('staffParams', () => {
  it('sends the page, the sort and only the filled filter fields', () => {
    expect(
      staffParams({ pageIndex: 2, pageSize: 20, keyword: '', deptId: 2, unitId: undefined, sortField: 'name', sortOrder: 'desc' }),
    ).toEqual({
      pageIndex: 2,
      pageSize: 20,
      deptId: 2,
      sortField: 'name',
      sortOrder: 'desc',
    });
  });
});
