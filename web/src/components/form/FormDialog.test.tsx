import type { Envelope } from '@proposal-desk/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { Announcer } from '../a11y/announcer';
import { FormDialog, type FormDialogProps } from './FormDialog';

interface Values {
  name: string;
  note?: string;
}

const answer = (msg: string): Envelope<{ id: number }> => ({ code: 200, msg, data: { id: 1 }, success: true });

function Dialog(props: Partial<FormDialogProps<Values, { id: number }>>) {
  return (
    <FormDialog<Values, { id: number }> open name="testForm" title="新增名称" submit={vi.fn()} onClose={vi.fn()} {...props}>
      <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="note" label="备注">
        <Input.TextArea />
      </Form.Item>
    </FormDialog>
  );
}

// antd's TextArea measures itself with ResizeObserver, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const okButton = () => screen.getByRole('button', { name: /保\s*存/ });

/** A promise the test settles by hand, to look at the dialog while the server has not answered. */
function pending<T>() {
  let settle!: { resolve(value: T): void; reject(error: Error): void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('FormDialog', { timeout: 30_000 }, () => {
  it('is a dialog named by its title, with the first field focused and the values it opens with', async () => {
    render(<Dialog initialValues={{ name: '联络处' }} />);
    expect(screen.getByRole('dialog', { name: '新增名称' })).toBeTruthy();
    expect(field('名称').value).toBe('联络处');
    await waitFor(() => expect(document.activeElement?.outerHTML).toBe(field('名称').outerHTML));
  });

  it('refuses a save with a field in error: that field takes the focus and its message is announced', async () => {
    const submit = vi.fn();
    render(
      <>
        <Dialog submit={submit} />
        <Announcer />
      </>,
    );
    type('备注', '无');
    fireEvent.click(okButton());
    await waitFor(() => expect(document.activeElement?.outerHTML).toBe(field('名称').outerHTML));
    expect(screen.getByRole('alert').textContent).toBe('请输入名称');
    expect(field('名称').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps what the user typed when the values it opened with arrive again', async () => {
    const view = render(<Dialog initialValues={{ name: '联络处' }} />);
    type('名称', '联络一处');
    // The rerender runs its effects, and the awaited act the work they queue: any refill would be done by now.
    view.rerender(<Dialog initialValues={{ name: '联络处' }} />);
    await act(async () => undefined);
    expect(field('名称').value).toBe('联络一处');
  });

  it('shows the server’s refusal on each field it names, until the user changes that field', async () => {
    const refusal = Object.assign(new Error('名称已存在'), {
      code: 400,
      body: {
        code: 400,
        msg: '名称已存在',
        data: null,
        success: false,
        errors: [
          { field: 'Note', message: '备注含有不允许的字符' },
          { field: 'name', message: '名称已存在' },
        ],
      },
    });
    const onClose = vi.fn();
    render(<Dialog initialValues={{ name: '联络处', note: '<b>' }} submit={() => Promise.reject(refusal)} onClose={onClose} />);
    fireEvent.click(okButton());
    expect(await screen.findByText('备注含有不允许的字符')).toBeTruthy();
    expect(screen.getByText('名称已存在')).toBeTruthy();
    // The first field at fault in the form's order takes the focus.
    await waitFor(() => expect(document.activeElement?.outerHTML).toBe(field('名称').outerHTML));
    expect(onClose).not.toHaveBeenCalled();

    type('备注', '正常备注');
    await waitFor(() => expect(screen.queryByText('备注含有不允许的字符')).toBeNull());
    expect(screen.getByText('名称已存在')).toBeTruthy();
  });

  it('sends nothing while a rule fails', async () => {
    const submit = vi.fn();
    render(<Dialog submit={submit} />);
    fireEvent.click(okButton());
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the saving state, then the server message, closes and lets the page reload', async () => {
    const server = pending<Envelope<{ id: number }>>();
    const events: string[] = [];
    const submit = vi.fn(() => server.promise);
    const onClose = vi.fn(() => events.push('close'));
    const onSaved = vi.fn(() => events.push('saved'));
    render(<Dialog submit={submit} onClose={onClose} onSaved={onSaved} />);
    type('名称', '秘书科');
    fireEvent.click(okButton());
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: '秘书科' }));
    await waitFor(() => expect(okButton().className).toContain('ant-btn-loading'));
    expect(onSaved).not.toHaveBeenCalled();

    await act(async () => server.resolve(answer('添加成功')));
    expect(await screen.findByText('添加成功')).toBeTruthy();
    expect(events).toEqual(['close', 'saved']);
    expect(onSaved).toHaveBeenCalledWith(answer('添加成功'));
  });

  it('stays open with what was typed when the server refuses, without a second message', async () => {
    const server = pending<Envelope<{ id: number }>>();
    const onClose = vi.fn();
    const onSaved = vi.fn();
    render(<Dialog submit={() => server.promise} onClose={onClose} onSaved={onSaved} />);
    type('名称', '办公室');
    fireEvent.click(okButton());
    await waitFor(() => expect(okButton().className).toContain('ant-btn-loading'));
    await act(async () => server.reject(new Error('异常：同一上级部门下已有同名部门')));
    await waitFor(() => expect(okButton().className).not.toContain('ant-btn-loading'));
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(field('名称').value).toBe('办公室');
    expect(screen.queryByText(/同名部门/)).toBeNull();
  });

  it('leaves out the message when the page shows the answer itself', async () => {
    const submit = vi.fn(() => Promise.resolve(answer('密码已重置')));
    const onSaved = vi.fn();
    render(<Dialog submit={submit} onSaved={onSaved} announces={() => false} />);
    type('名称', '综合科');
    fireEvent.click(okButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('密码已重置')).toBeNull();
  });

  it('submits with Enter in a text field, but not in a text area', async () => {
    const submit = vi.fn(() => Promise.resolve(answer('保存成功')));
    render(<Dialog submit={submit} initialValues={{ name: '联络处' }} />);
    // A key the dialog takes is kept from the page (its default prevented); these two it leaves alone.
    expect(fireEvent.keyDown(field('备注'), { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(field('名称'), { key: 'Enter', isComposing: true })).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(field('名称'), { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: '联络处' }));
  });

  it('closes with Esc and Cancel, and opens again blank', async () => {
    const onClose = vi.fn();
    const view = render(<Dialog onClose={onClose} />);
    type('名称', '草稿');
    fireEvent.keyDown(field('名称'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalledTimes(2);
    view.rerender(<Dialog open={false} onClose={onClose} />);
    view.rerender(<Dialog onClose={onClose} />);
    await waitFor(() => expect(field('名称').value).toBe(''));
  });

  it('cannot be dismissed when it must be completed', () => {
    const onClose = vi.fn();
    render(<Dialog onClose={onClose} dismissible={false} />);
    fireEvent.keyDown(field('名称'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /取\s*消/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('waits until what it edits has loaded: no OK before, filled once ready', async () => {
    const view = render(<Dialog ready={false} initialValues={{ name: '秘书科' }} />);
    expect((okButton() as HTMLButtonElement).disabled).toBe(true);
    view.rerender(<Dialog ready initialValues={{ name: '秘书科' }} />);
    await waitFor(() => expect(field('名称').value).toBe('秘书科'));
    expect((okButton() as HTMLButtonElement).disabled).toBe(false);
  });
});
