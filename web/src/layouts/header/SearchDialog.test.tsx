import type { GlobalSearchResult } from '@proposal-desk/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { LocationProbe, NoopResizeObserver, providers } from '../../components/list/testing';
import { useAccessStore } from '../../stores/access';
import { useRoutesStore } from '../../stores/routes';
import { route } from '../test-routes';
import { SearchDialog } from './SearchDialog';

const fetchGlobalSearch = vi.hoisted(() => vi.fn());
vi.mock('../../api/search', () => ({ fetchGlobalSearch }));

const FOUND: GlobalSearchResult = {
  people: [
    {
      kind: 'member',
      id: 1,
      name: '徐秀兰',
      body: 'NPC',
      groupName: '东城区代表团',
      sessionId: 3,
      sessionName: '第十六届人民代表大会第三次会议',
    },
  ],
  morePeople: false,
  cases: [
    {
      id: 42,
      body: 'NPC',
      kind: 'SUGGESTION',
      caseNo: 'R16-3-0001',
      title: '关于加强社区养老的建议',
      status: 'ASSIGNED',
      sessionName: '第十六届人民代表大会第三次会议',
      submitter: null,
    },
  ],
  moreCases: true,
};
const NOTHING: GlobalSearchResult = { people: [], morePeople: false, cases: [], moreCases: false };

const ROUTES = [
  route('/', '首页', { component: 'Layout', children: [route('index', '首页', { component: 'Index' })] }),
  route('/delegate', '代表委员', { component: 'Layout', children: [route('delegateList', '代表委员名单', { component: 'DelegateList' })] }),
  route('/case', '案件', {
    component: 'Layout',
    hidden: true,
    children: [route('detail', '案件详情', { component: 'CaseFile', hidden: true })],
  }),
];

const answer = (data: GlobalSearchResult) => Promise.resolve({ code: 200, msg: '', data, success: true });
const visibleOptions = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');
const activeOption = () => document.querySelector('.ant-select-item-option-active')?.textContent ?? '';
const groupTitles = () => [...document.querySelectorAll('.ant-select-item-group')].map((o) => o.textContent ?? '');

function openSearch() {
  const Providers = providers('/index');
  render(
    <Providers>
      <SearchDialog />
      <LocationProbe />
    </Providers>,
  );
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  return screen.getByRole('combobox', { name: '搜索' });
}

function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('SearchDialog', { timeout: 30_000 }, () => {
  beforeAll(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });
  beforeEach(() => {
    fetchGlobalSearch.mockReset();
    useRoutesStore.getState().setRoutes(ROUTES);
    useAccessStore.getState().setAccess({ admin: false, role: ['npcStaff'], ability: [] });
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('zh'));
  });

  it('groups pages, people and cases; a person opens the delegate list filtered to them', async () => {
    fetchGlobalSearch.mockReturnValue(answer(FOUND));
    const input = openSearch();
    type(input, '徐秀兰');
    await waitFor(() => expect(groupTitles()).toEqual(['人员', '案件']));
    expect(fetchGlobalSearch).toHaveBeenCalledTimes(1);
    expect(fetchGlobalSearch.mock.calls[0]?.[0]).toBe('徐秀兰');
    const options = visibleOptions();
    expect(options[0]).toContain('徐秀兰');
    expect(options[0]).toContain('人大代表 · 东城区代表团');
    expect(options[1]).toContain('R16-3-0001');
    expect(options[1]).toContain('人大 · 建议 · 已交办');
    // More cases matched than shown: the group says so.
    expect(options[2]).toBe('仅显示前 8 条，请输入更完整的内容');

    fireEvent.click(screen.getByText('徐秀兰'));
    expect(screen.getByTestId('location').textContent).toBe(`/delegate/delegateList?Staff_Name=${encodeURIComponent('徐秀兰')}&SPV_ID=3`);
    // The dialog closes (jsdom runs no animations, so it stays in its leaving state: the E2E test sees it go).
    expect(document.querySelector('.ant-modal')?.className).toMatch(/leave/);
  });

  it('names each option by what it shows, never by its key', async () => {
    fetchGlobalSearch.mockReturnValue(answer(FOUND));
    const input = openSearch();
    type(input, '徐秀兰');
    const person = '徐秀兰 · 人大代表 · 东城区代表团 · 第十六届人民代表大会第三次会议';
    const item = 'R16-3-0001 关于加强社区养老的建议 · 人大 · 建议 · 已交办 · 第十六届人民代表大会第三次会议';
    await waitFor(() => expect(screen.getAllByRole('option', { name: person }).length).toBeGreaterThan(0));
    // The listbox the input controls names the highlighted option and its neighbours; move to the case.
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    await waitFor(() => expect(screen.getAllByRole('option', { name: item }).length).toBeGreaterThan(0));
    const names = screen.getAllByRole('option').map((option) => option.getAttribute('aria-label') ?? '');
    expect(names.every((name) => name !== '' && !/^(person|case|page|more):/.test(name))).toBe(true);
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.getAttribute('aria-label')).toBe(item);
  });

  it('shows the cases a deputy leads or co-signed under her name, saying so, and opens one', async () => {
    const [person] = FOUND.people;
    fetchGlobalSearch.mockReturnValue(
      answer({
        people: [person!],
        morePeople: false,
        cases: [
          { ...FOUND.cases[0]!, id: 7, caseNo: 'R16-3-0007', title: '关于改善老旧小区的建议', submitter: { name: '徐秀兰', role: 'LEAD' } },
          { ...FOUND.cases[0]!, id: 9, caseNo: 'R16-3-0009', title: '关于公交线路的建议', submitter: { name: '徐秀兰', role: 'COSIGNER' } },
        ],
        moreCases: false,
      }),
    );
    const input = openSearch();
    type(input, '徐秀兰');
    await waitFor(() => expect(groupTitles()).toEqual(['人员', '案件']));
    const options = visibleOptions();
    expect(options[1]).toContain('R16-3-0007');
    expect(options[1]).toContain('徐秀兰 领衔 · 人大 · 建议');
    expect(options[2]).toContain('徐秀兰 附议');
    fireEvent.click(screen.getByText('R16-3-0009 关于公交线路的建议'));
    expect(screen.getByTestId('location').textContent).toBe('/case/detail?id=9');
  });

  it('highlights the first result, moves with the arrow keys and opens the highlighted one with Enter', async () => {
    fetchGlobalSearch.mockReturnValue(answer(FOUND));
    const input = openSearch();
    type(input, 'r16-3');
    await waitFor(() => expect(activeOption()).toContain('徐秀兰'));
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    await waitFor(() => expect(activeOption()).toContain('R16-3-0001'));
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
    expect(screen.getByTestId('location').textContent).toBe('/case/detail?id=42');
  });

  it('opens the first result with Enter', async () => {
    fetchGlobalSearch.mockReturnValue(answer(FOUND));
    const input = openSearch();
    type(input, '徐秀兰');
    await waitFor(() => expect(activeOption()).toContain('徐秀兰'));
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
    expect(screen.getByTestId('location').textContent).toBe(`/delegate/delegateList?Staff_Name=${encodeURIComponent('徐秀兰')}&SPV_ID=3`);
  });

  it('waits for the typing to stop and asks the server once', async () => {
    fetchGlobalSearch.mockReturnValue(answer(FOUND));
    const input = openSearch();
    for (const text of ['R', 'R1', 'R16', 'R16-']) type(input, text);
    await waitFor(() => expect(visibleOptions().length).toBeGreaterThan(0));
    expect(fetchGlobalSearch.mock.calls.map((call) => call[0])).toEqual(['R16-']);
  });

  it('searches the pages alone for a single letter, and says when nothing matched', async () => {
    fetchGlobalSearch.mockReturnValue(answer(NOTHING));
    const input = openSearch();
    type(input, '首');
    await waitFor(() => expect(groupTitles()).toEqual(['页面']));
    expect(visibleOptions()[0]).toContain('/index');

    // One Han character is searched on the server too (its wait may have ended by now); one Latin letter is not.
    fetchGlobalSearch.mockClear();
    type(input, 'q');
    await waitFor(() => expect(screen.getByText('没有找到匹配的页面、人员或案件')).toBeTruthy());
    type(input, 'qzy');
    await waitFor(() => expect(fetchGlobalSearch).toHaveBeenCalledWith('qzy', expect.any(AbortSignal)));
    expect(fetchGlobalSearch.mock.calls.map((call) => call[0])).toEqual(['qzy']);
    await waitFor(() => expect(screen.getByText('没有找到匹配的页面、人员或案件')).toBeTruthy());
  });

  it('leaves out a result whose screen the user cannot open', async () => {
    useRoutesStore.getState().setRoutes([ROUTES[0]!, ROUTES[2]!]);
    fetchGlobalSearch.mockReturnValue(answer(FOUND));
    const input = openSearch();
    type(input, '徐秀兰');
    await waitFor(() => expect(groupTitles()).toEqual(['案件']));
    expect(visibleOptions().some((o) => o.includes('徐秀兰'))).toBe(false);
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en'));
    fetchGlobalSearch.mockReturnValue(answer(FOUND));
    const Providers = providers('/index');
    render(
      <Providers>
        <SearchDialog />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input.getAttribute('placeholder')).toBe('Type a page, a name, a case number or a subject');
    type(input, '徐秀兰');
    await waitFor(() => expect(groupTitles()).toEqual(['People', 'Cases']));
    expect(visibleOptions()[0]).toContain('NPC deputy');
  });
});
