import type { NoticeItem } from '@proposal-desk/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { LocationProbe, NoopResizeObserver, providers } from '../../components/list/testing';
import { NoticePopover } from './NoticePopover';

const notices: NoticeItem[] = [
  {
    id: 2,
    kind: 'notice',
    title: '已超期：NPC-2026-001 关于公交线路的建议',
    content: '市交通局（主办）办理期限 2026-10-30，已超期，请尽快办复。',
    time: '2026-11-02T01:00:00.000Z',
    link: '/handling/assignments?stage=overdue',
  },
  { id: 1, kind: 'notice', title: '报表任务已完成：人大报表包', content: '共 6 份', time: '2026-11-01T01:00:00.000Z', link: '' },
];

vi.mock('../../api/notices', () => ({
  fetchNotices: () => Promise.resolve({ code: 200, msg: '', data: notices, success: true }),
  clearNotices: () => Promise.resolve({ code: 200, msg: '', data: null, success: true }),
}));

const popoverOpen = () => document.querySelector('.ant-popover:not(.ant-popover-hidden)') !== null;

describe('NoticePopover', { timeout: 30_000 }, () => {
  beforeAll(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });

  it('opens the page a notice links to, inside the app, and closes', async () => {
    const Providers = providers('/index');
    render(
      <Providers>
        <NoticePopover />
        <LocationProbe />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: '通知' }));
    const link = await screen.findByRole('link', { name: '已超期：NPC-2026-001 关于公交线路的建议' });
    expect(link.getAttribute('href')).toBe('/handling/assignments?stage=overdue');
    link.focus();
    expect(document.activeElement).toBe(link);
    // A notice without a link is plain text.
    expect(screen.getByText('报表任务已完成：人大报表包').closest('a')).toBeNull();
    expect(popoverOpen()).toBe(true);

    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/handling/assignments?stage=overdue');
    // Hidden once antd's closing motion ends (jsdom runs no animations, so at its time-out).
    await waitFor(() => expect(popoverOpen()).toBe(false));
  });
});
