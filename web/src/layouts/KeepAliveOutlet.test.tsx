import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Form, Input } from 'antd';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import '../i18n';
import { FormDialog } from '../components/form/FormDialog';
import { useRoutesStore } from '../stores/routes';
import { useTabsStore } from '../stores/tabs';
import { useKeepAliveStore } from './keep-alive-store';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { route } from './test-routes';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label}:{n}
    </button>
  );
}

let go: (path: string) => void = () => undefined;
function Nav() {
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return null;
}

function renderShell() {
  return render(
    <MemoryRouter initialEntries={['/a']}>
      <Nav />
      <Routes>
        <Route element={<KeepAliveOutlet />}>
          <Route path="/a" element={<Counter label="a" />} />
          <Route path="/b" element={<Counter label="b" />} />
          <Route path="/nc" element={<Counter label="nc" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const tab = (path: string) => ({ path, fullPath: path, name: path, title: path });

describe('KeepAliveOutlet', () => {
  beforeEach(() => {
    useRoutesStore.getState().setRoutes([route('/a', 'A'), route('/b', 'B'), route('/nc', 'NC', {}, { noKeepAlive: true })]);
    useTabsStore.setState({ visited: [tab('/a'), tab('/b'), tab('/nc')] });
  });

  it('keeps a page state across switches and re-mounts it on refresh', () => {
    renderShell();
    fireEvent.click(screen.getByText('a:0'));
    act(() => go('/b'));
    expect(screen.getByText('a:1')).toBeTruthy();
    act(() => go('/a'));
    expect(screen.getByText('a:1')).toBeTruthy();
    act(() => useKeepAliveStore.getState().refreshCurrent());
    expect(screen.getByText('a:0')).toBeTruthy();
  });

  it('does not keep noKeepAlive pages and drops pages whose tab closed', () => {
    renderShell();
    act(() => go('/nc'));
    fireEvent.click(screen.getByText('nc:0'));
    act(() => go('/a'));
    expect(screen.queryByText(/^nc:/)).toBeNull();
    act(() => go('/b'));
    expect(screen.queryByText('a:0')).toBeTruthy();
    act(() => useTabsStore.setState({ visited: [tab('/b')] }));
    expect(screen.queryByText('a:0')).toBeNull();
  });
});

function PageWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open dialog
      </button>
      <FormDialog
        open={open}
        name="keptDialog"
        title="A kept dialog"
        submit={() => Promise.reject(new Error('unused'))}
        onClose={() => setOpen(false)}
      >
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </FormDialog>
    </>
  );
}

describe('a kept-alive page’s dialog', () => {
  beforeEach(() => {
    useRoutesStore.getState().setRoutes([route('/a', 'A'), route('/b', 'B')]);
    useTabsStore.setState({ visited: [tab('/a'), tab('/b')] });
  });

  it('hides with its page on a route change, and comes back with what was typed when the page does', async () => {
    // Without motion, a dialog leaves at once (jsdom never ends a CSS transition).
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={['/a']}>
          <Nav />
          <Routes>
            <Route element={<KeepAliveOutlet />}>
              <Route path="/a" element={<PageWithDialog />} />
              <Route path="/b" element={<Counter label="b" />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByText('open dialog'));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: '未保存的名称' } });
    act(() => go('/b'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'A kept dialog' })).toBeNull());
    expect(screen.getByText('b:0')).toBeTruthy();
    act(() => go('/a'));
    expect(await screen.findByRole('dialog', { name: 'A kept dialog' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('未保存的名称');
  });
});
