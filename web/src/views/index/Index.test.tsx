import { CASE_STATUSES, type CaseHome, type HomeMonth } from '@proposal-desk/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocationProbe, NoopResizeObserver, renderWithProviders } from '../../components/list/testing';
import i18n from '../../i18n';
import Index from './Index';

const answer = vi.hoisted(() => ({ home: null as unknown }));
vi.mock('../../api/case-home', () => ({
  fetchCaseHome: () => Promise.resolve({ code: 200, msg: '', data: answer.home, success: true }),
}));

const common = {
  asOf: '2026-03-15 09:30:00',
  sessions: [{ id: 1, body: 'NPC' as const, name: '第十六届人大第三次会议' }],
  notices: [{ id: 1, kind: 'notice' as const, title: '交办通知', content: '请及时签收', time: '2026-03-01T08:00:00.000Z' }],
};

const month = (label: string, submitted: number, replied: number): HomeMonth => ({
  month: label,
  submitted: {
    key: 'submitted',
    count: submitted,
    unit: 'case',
    link: `/npc/suggestions?submittedFrom=${label}-01&submittedTo=${label}-31`,
  },
  replied: { key: 'replied', count: replied, unit: 'case', link: `/npc/suggestions?repliedFrom=${label}-01&repliedTo=${label}-31` },
});

const office: CaseHome = {
  ...common,
  seat: 'office',
  bodies: [
    {
      body: 'NPC',
      queues: [
        { key: 'toRegister', count: 16, unit: 'case', link: '/npc/suggestions?status=SUBMITTED' },
        { key: 'toReview', count: 5, unit: 'case', link: '/npc/suggestions?status=REGISTERED' },
        { key: 'toAssign', count: 4, unit: 'case', link: '/npc/suggestions?status=ACCEPTED' },
        { key: 'returnRequests', count: 2, unit: 'assignment', link: '/report/assignments?body=NPC&figure=returnRequested' },
        { key: 'overdue', count: 155, unit: 'assignment', link: '/npc/suggestions?overdue=true', cases: 116 },
        { key: 'toClose', count: 88, unit: 'case', link: '/npc/suggestions?status=EVALUATED' },
      ],
      months: [month('2026-01', 554, 0), month('2026-02', 3, 51), month('2026-03', 18, 271)],
      overdueUnits: [
        { unitId: 12, unitName: '市住房和城乡建设委员会', count: 15, link: '/report/assignments?body=NPC&unitId=12&figure=overdue' },
        { unitId: 1, unitName: '市发展和改革委员会', count: 10, link: '/report/assignments?body=NPC&unitId=1&figure=overdue' },
      ],
    },
  ],
};

const unit: CaseHome = {
  ...common,
  seat: 'unit',
  stages: [
    { key: 'pending', count: 12, unit: 'assignment', link: '/handling/assignments?stage=pending' },
    { key: 'handling', count: 20, unit: 'assignment', link: '/handling/assignments?stage=handling' },
    { key: 'overdue', count: 23, unit: 'assignment', link: '/handling/assignments?stage=overdue' },
    { key: 'replied', count: 135, unit: 'assignment', link: '/handling/assignments?stage=replied' },
  ],
};

const submitterCounts: Record<string, number> = { SUBMITTED: 2, REPLIED: 1, CLOSED: 7 };
const submitter: CaseHome = {
  ...common,
  seat: 'submitter',
  body: 'NPC',
  byStatus: CASE_STATUSES.map(({ value }) => ({
    key: value,
    count: submitterCounts[value] ?? 0,
    unit: 'case',
    link: `/suggestion/mine?status=${value}`,
  })),
  figures: [
    { key: 'awaitingEvaluation', count: 1, unit: 'case', link: '/suggestion/mine?status=REPLIED' },
    { key: 'invitations', count: 3, unit: 'case', link: '/suggestion/mine?tab=invitations' },
  ],
};

function renderHome(home: CaseHome) {
  answer.home = home;
  renderWithProviders(
    <>
      <Index />
      <LocationProbe />
    </>,
    '/index',
  );
}

const linkTo = async (name: string) => screen.findByRole('link', { name });
const hrefOf = async (name: string) => (await linkTo(name)).getAttribute('href');

describe('Index', { timeout: 30_000 }, () => {
  beforeAll(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });
  afterEach(async () => {
    await i18n.changeLanguage('zh');
  });

  it('shows the office its queues in 件 and 件次, each opening the register filtered to it', async () => {
    renderHome(office);
    expect(await hrefOf('待登记 16 件')).toBe('/npc/suggestions?status=SUBMITTED');
    expect(await hrefOf('待审查 5 件')).toBe('/npc/suggestions?status=REGISTERED');
    expect(await hrefOf('待交办 4 件')).toBe('/npc/suggestions?status=ACCEPTED');
    expect(await hrefOf('申请退回 2 件次')).toBe('/report/assignments?body=NPC&figure=returnRequested');
    expect(await hrefOf('超期 155 件次，涉及 116 件')).toBe('/npc/suggestions?overdue=true');
    expect(await hrefOf('待办结 88 件')).toBe('/npc/suggestions?status=EVALUATED');
    expect(screen.getByText('人大建议')).toBeTruthy();
    expect(screen.queryByText('政协提案')).toBeNull();

    fireEvent.click(await linkTo('待登记 16 件'));
    expect(screen.getByTestId('location').textContent).toBe('/npc/suggestions?status=SUBMITTED');
  });

  it('gives the office charts a text alternative: the months as a table of links, and each unit’s overdue figure opens its assignments', async () => {
    renderHome(office);
    const table = await screen.findByRole('table', { name: '近 12 个月每月提交的件数与有答复的件数' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('link', { name: '2026-03 有答复 271 件' }).getAttribute('href')).toBe(
      '/npc/suggestions?repliedFrom=2026-03-01&repliedTo=2026-03-31',
    );
    expect(within(table).getByRole('link', { name: '2026-01 提交 554 件' }).getAttribute('href')).toBe(
      '/npc/suggestions?submittedFrom=2026-01-01&submittedTo=2026-01-31',
    );
    expect(await hrefOf('市住房和城乡建设委员会 15 件次')).toBe('/report/assignments?body=NPC&unitId=12&figure=overdue');
  });

  it('lists the current sessions the server gives, each with its body when both bodies are listed', async () => {
    renderHome(submitter);
    expect(await screen.findByText('第十六届人大第三次会议')).toBeTruthy();
    cleanup();
    renderHome({ ...office, sessions: [...common.sessions, { id: 2, body: 'CPPCC', name: '政协第十三届委员会第三次会议' }] });
    expect(await screen.findByText('人大：第十六届人大第三次会议')).toBeTruthy();
    expect(screen.getByText('政协：政协第十三届委员会第三次会议')).toBeTruthy();
  });

  it('shows a unit its assignments by stage in 件次, each opening that stage of its workspace', async () => {
    renderHome(unit);
    expect(await hrefOf('待签收 12 件次')).toBe('/handling/assignments?stage=pending');
    expect(await hrefOf('办理中 20 件次')).toBe('/handling/assignments?stage=handling');
    expect(await hrefOf('超期 23 件次')).toBe('/handling/assignments?stage=overdue');
    expect(await hrefOf('已答复 135 件次')).toBe('/handling/assignments?stage=replied');
    expect(screen.queryByText('待登记')).toBeNull();
  });

  it('shows a deputy their to-dos and their cases by status in 件, each opening their workspace', async () => {
    renderHome(submitter);
    expect(await hrefOf('待测评 1 件')).toBe('/suggestion/mine?status=REPLIED');
    expect(await hrefOf('附议邀请 3 件')).toBe('/suggestion/mine?tab=invitations');
    expect(await hrefOf('已办结 7 件')).toBe('/suggestion/mine?status=CLOSED');
    expect(await hrefOf('已提交 2 件')).toBe('/suggestion/mine?status=SUBMITTED');
    // Statuses with no cases are left out.
    expect(screen.queryByRole('link', { name: /^已撤回/ })).toBeNull();
    expect(screen.getByText('交办通知')).toBeTruthy();
    expect(screen.getByText(/(早上好|上午好|中午好|下午好|晚上好)，/)).toBeTruthy();
  });

  it('names each figure and its unit in English too', async () => {
    await i18n.changeLanguage('en');
    renderHome(unit);
    expect(await hrefOf('To sign: 12 assignments')).toBe('/handling/assignments?stage=pending');
    expect(screen.getByText('Counted at 2026-03-15 09:30:00 (Beijing time)')).toBeTruthy();
  });
});
