import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import '../i18n';
import { useTabsStore } from '../stores/tabs';
import { TabsBar } from './TabsBar';

// antd's tabs measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const tab = (path: string, title: string, affix = false) => ({ path, fullPath: path, name: title, title, affix });

let currentPath = '';
function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}

const tabTitles = () => useTabsStore.getState().visited.map((t) => t.title);

async function contextAction(tabTitle: string, action: string) {
  fireEvent.contextMenu(screen.getByText(tabTitle));
  fireEvent.click(await screen.findByText(action));
}

describe('TabsBar context menu', () => {
  beforeEach(() => {
    useTabsStore.setState({ visited: [tab('/index', '首页', true), tab('/a', 'Page A'), tab('/b', 'Page B'), tab('/c', 'Page C')] });
    render(
      <MemoryRouter initialEntries={['/c']}>
        <TabsBar />
        <LocationProbe />
      </MemoryRouter>,
    );
  });

  // The menu sits in a portal inside the tab: its click must not also activate (reopen) that tab.
  it('closes another tab without opening it', async () => {
    await contextAction('Page B', '关闭');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', 'Page A', 'Page C']));
    expect(currentPath).toBe('/c');
  });

  it('closes the tabs left of another tab and stays on the active one', async () => {
    await contextAction('Page B', '关闭左侧');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', 'Page B', 'Page C']));
    expect(currentPath).toBe('/c');
  });
});

describe('TabsBar for assistive technology', () => {
  beforeEach(() => {
    useTabsStore.setState({ visited: [tab('/index', '首页', true), tab('/a', 'Page A'), tab('/b', 'Page B')] });
    render(
      <MemoryRouter initialEntries={['/b']}>
        <TabsBar />
        <LocationProbe />
      </MemoryRouter>,
    );
  });

  // A tab list may hold only tabs: each × is a mouse shortcut, out of the Tab order and hidden from screen readers.
  it('keeps only tabs in the tab list, with a titled × for the mouse', async () => {
    const list = screen.getByRole('tablist');
    await waitFor(() => expect(list.querySelectorAll('button:not([aria-hidden="true"])')).toHaveLength(0));
    for (const remove of list.querySelectorAll('.ant-tabs-tab-remove')) expect(remove.getAttribute('tabindex')).toBe('-1');
    expect(screen.getAllByTitle('关闭').length).toBeGreaterThan(0);
  });

  it('closes the focused tab with Delete, but never the pinned home tab', async () => {
    fireEvent.keyDown(screen.getByRole('tab', { name: /Page B/ }), { key: 'Delete' });
    await waitFor(() => expect(tabTitles()).toEqual(['首页', 'Page A']));
    fireEvent.keyDown(screen.getByRole('tab', { name: /首页/ }), { key: 'Delete' });
    expect(tabTitles()).toEqual(['首页', 'Page A']);
  });
});
