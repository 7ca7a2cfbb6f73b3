import type { SessionRow } from '@proposal-desk/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import i18n from '../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../list/testing';
import { SessionsSection } from './SessionsSection';

const api = vi.hoisted(() => ({ fetchMySessions: vi.fn(), signOutOtherSessions: vi.fn() }));
vi.mock('../../api/sessions', () => api);

const envelope = <T,>(data: T, msg = '') => Promise.resolve({ code: 200, msg, data, success: true });

const here: SessionRow = {
  id: 'a',
  device: 'Chrome 131 · Windows',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0',
  address: '10.0.0.8',
  signedInAt: '2026-11-25T01:00:00.000Z',
  lastUsedAt: '2026-11-25T02:30:00.000Z',
  current: true,
};
const phone: SessionRow = {
  id: 'b',
  device: 'Safari 17 · iOS',
  userAgent: 'Mozilla/5.0 (iPhone) Version/17.5 Safari/604.1',
  address: '10.0.0.9',
  signedInAt: '2026-11-24T00:00:00.000Z',
  lastUsedAt: '2026-11-24T08:00:00.000Z',
  current: false,
};
const unknown: SessionRow = { ...phone, id: 'c', device: '', userAgent: '', address: '' };

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterAll(() => vi.unstubAllGlobals());
beforeEach(async () => {
  api.fetchMySessions.mockReset();
  api.signOutOtherSessions.mockReset();
  await i18n.changeLanguage('zh');
});

const table = async () => within(await screen.findByRole('table', { name: '登录设备' }));

// The first antd render in jsdom is slow (several seconds on a cold start).
describe('SessionsSection', { timeout: 30_000 }, () => {
  it('lists the sessions with device, address and Beijing times, this one marked', async () => {
    api.fetchMySessions.mockImplementation(() => envelope([here, phone, unknown]));
    renderWithProviders(<SessionsSection />);
    const sessions = await table();
    await sessions.findByText('Safari 17 · iOS');
    const rows = sessions.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Chrome 131 · Windows')).toBeTruthy();
    expect(within(rows[0]!).getByText('当前设备')).toBeTruthy();
    expect(within(rows[0]!).getByText('10.0.0.8')).toBeTruthy();
    expect(within(rows[0]!).getByText('2026-11-25 10:30')).toBeTruthy();
    expect(within(rows[1]!).getByText('Safari 17 · iOS')).toBeTruthy();
    expect(within(rows[1]!).queryByText('当前设备')).toBeNull();
    expect(within(rows[2]!).getByText('未知设备')).toBeTruthy();
  });

  it('signs out elsewhere after a confirmation, and shows what is left', async () => {
    api.fetchMySessions.mockImplementationOnce(() => envelope([here, phone])).mockImplementation(() => envelope([here]));
    api.signOutOtherSessions.mockImplementation(() => envelope({ ended: 1 }, '已退出其他设备上的登录'));
    renderWithProviders(<SessionsSection />);
    await screen.findByText('Safari 17 · iOS');
    fireEvent.click(screen.getByRole('button', { name: '退出其他设备' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/这些设备需要重新登录/)).toBeTruthy();
    expect(api.signOutOtherSessions).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: '退出其他设备' }));
    await waitFor(() => expect(api.signOutOtherSessions).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('已退出其他设备上的登录')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari 17 · iOS')).toBeNull());
    expect(screen.getByText('Chrome 131 · Windows')).toBeTruthy();
    expect((screen.getByRole('button', { name: '退出其他设备' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    api.fetchMySessions.mockImplementation(() => envelope([here, phone]));
    renderWithProviders(<SessionsSection />);
    await screen.findByText('Safari 17 · iOS');
    fireEvent.click(screen.getByRole('button', { name: '退出其他设备' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    expect(api.signOutOtherSessions).not.toHaveBeenCalled();
    expect(api.fetchMySessions).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Safari 17 · iOS')).toBeTruthy();
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    api.fetchMySessions.mockImplementation(() => envelope([here, phone]));
    renderWithProviders(<SessionsSection />);
    const rows = within(await screen.findByRole('table', { name: 'Sessions' }));
    expect(await rows.findByText('This device')).toBeTruthy();
    expect(rows.getByRole('columnheader', { name: 'Last used' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out elsewhere' })).toBeTruthy();
  });
});
