import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
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
