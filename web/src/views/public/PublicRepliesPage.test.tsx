import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import i18n from '../../i18n';
import { PublicRepliesPage } from './PublicRepliesPage';

const api = vi.hoisted(() => ({
  fetchPublicReplies: vi.fn(),
  fetchPublicReplyOptions: vi.fn(),
  PUBLIC_REPLY_LINKS: {
    feed: '/api/Public/Replies/feed.atom',
    export: '/api/Public/Replies/export.json',
    schema: '/api/Public/Replies/schema.json',
  },
}));
vi.mock('../../api/public-replies', () => api);

const ok = (data: unknown) => Promise.resolve({ code: 200, msg: '', success: true, data });
const reply = {
  caseNo: 'R16-3-0199',
  title: '关于推进保障性住房建设的建议',
  body: 'NPC',
  session: '第十六届人民代表大会第三次会议',
  category: '城建环保',
  units: ['市住房和城乡建设委员会', '市财政局'],
  submitter: '代表',
  reply: { text: '代表：您提出的建议收悉……', docNo: '京建函〔2026〕30号', date: '2026-03-18' },
  publishedAt: '2026-11-28T10:00:00.000Z',
};

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(async () => {
  api.fetchPublicReplies.mockReset().mockImplementation(() => ok({ rows: [reply], total: 1, pageIndex: 1, pageSize: 10 }));
  api.fetchPublicReplyOptions.mockReset().mockImplementation(() =>
    ok({
      sessions: [{ id: 3, body: 'NPC', name: '第十六届人民代表大会第三次会议' }],
      categories: [{ body: 'NPC', code: 'URBAN', name: '城建环保' }],
    }),
  );
  await i18n.changeLanguage('zh');
});

describe('PublicRepliesPage', { timeout: 30_000 }, () => {
  it('lists the published replies with their units, submitter as chosen and document number, and links the feed and export', async () => {
    renderWithProviders(<PublicRepliesPage />, '/public/replies');
    expect(await screen.findByRole('heading', { level: 3, name: 'R16-3-0199 关于推进保障性住房建设的建议' })).toBeTruthy();
    expect(screen.getByText('承办单位：市住房和城乡建设委员会、市财政局')).toBeTruthy();
    expect(screen.getByText('提出者：代表')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: '答复（京建函〔2026〕30号，2026-03-18）' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('共 1 件');
    expect(screen.getByRole('link', { name: 'Atom 订阅' }).getAttribute('href')).toBe('/api/Public/Replies/feed.atom');
    expect(screen.getByRole('link', { name: '开放数据（JSON）' }).getAttribute('href')).toBe('/api/Public/Replies/export.json');
  });

  it('keeps the words searched in the address and asks the server with them', async () => {
    renderWithProviders(
      <>
        <PublicRepliesPage />
        <LocationProbe />
      </>,
      '/public/replies?body=NPC',
    );
    await screen.findByText('提出者：代表');
    fireEvent.change(screen.getByRole('searchbox', { name: '案号或案由' }), { target: { value: '住房' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/public/replies?body=NPC&keyword=%E4%BD%8F%E6%88%BF'));
    await waitFor(() =>
      expect(api.fetchPublicReplies).toHaveBeenLastCalledWith(
        expect.objectContaining({ body: 'NPC', keyword: '住房', pageIndex: 1 }),
        expect.anything(),
      ),
    );
  });
});
