import { CASE_STATUSES, type CaseSummary } from '@proposal-desk/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import '../../i18n';
import Index from './Index';

const summary: CaseSummary = {
  sessions: [{ id: 1, body: 'NPC', name: '第十六届人大第三次会议' }],
  byStatus: CASE_STATUSES.map(({ value }) => ({ status: value, count: value === 'CLOSED' ? 7 : 1 })),
  total: 19,
  overdue: 3,
  repliedRate: 0.25,
  notices: [{ id: 1, kind: 'notice', title: '交办通知', content: '请及时签收', time: '2026-03-01T08:00:00.000Z' }],
};

vi.mock('../../api/cases', () => ({ fetchCaseSummary: () => Promise.resolve({ code: 200, msg: '', data: summary, success: true }) }));

describe('Index', { timeout: 30_000 }, () => {
  beforeAll(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });

  it('shows the greeting, the figures, the statuses and the notices', async () => {
    renderWithProviders(<Index />, '/index');
    expect(await screen.findByText('建议提案总数')).toBeTruthy();
    expect(screen.getByText(/(早上好|上午好|中午好|下午好|晚上好)，/)).toBeTruthy();
    expect(screen.getByText('逾期未办复')).toBeTruthy();
    // Once as a card, once as a status bar.
    expect(screen.getAllByText('已办结')).toHaveLength(2);
    expect(screen.getByText('交办通知')).toBeTruthy();
    expect(screen.getByText('第十六届人大第三次会议')).toBeTruthy();
  });
});
