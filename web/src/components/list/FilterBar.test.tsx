import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import type { FilterField } from './filter-fields';
import { FilterBar } from './FilterBar';
import { NoopResizeObserver } from './testing';

type Filters = { user?: string; module?: string; from?: string; to?: string };

const fields: FilterField<Filters>[] = [
  { kind: 'text', name: 'user', label: '用户' },
  {
    kind: 'select',
    name: 'module',
    label: '模块',
    options: [
      { value: '系统登录', label: '系统登录' },
      { value: '用户管理', label: '用户管理' },
    ],
  },
  { kind: 'date-range', name: 'from', end: 'to', label: '日期', placeholder: ['开始日期', '结束日期'] },
];

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(async () => {
  await i18n.changeLanguage('zh');
});

const bar = (filters: Filters, search = vi.fn()) => <FilterBar fields={fields} list={{ name: 'log', query: { filters }, search }} />;

describe('FilterBar', { timeout: 30_000 }, () => {
  it('shows the filters the URL applies, with the labels and buttons users look for', () => {
    render(bar({ user: 'npc01', module: '用户管理', from: '2026-03-01', to: '2026-03-31' }));
    expect(screen.getByRole('textbox', { name: '用户' })).toHaveProperty('value', 'npc01');
    expect(screen.getByTitle('用户管理')).toBeTruthy();
    expect(screen.getByPlaceholderText('开始日期')).toHaveProperty('value', '2026-03-01');
    expect(screen.getByPlaceholderText('结束日期')).toHaveProperty('value', '2026-03-31');
    expect(screen.getByRole('button', { name: /查\s*询/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*置/ })).toBeTruthy();
  });

  it('applies the typed filters trimmed, a day range as its two days, and leaves blank fields out', async () => {
    const search = vi.fn();
    render(bar({ from: '2026-03-01' }, search));
    fireEvent.change(screen.getByRole('textbox', { name: '用户' }), { target: { value: '  admin ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(search).toHaveBeenCalledWith({ user: 'admin', from: '2026-03-01' }));

    fireEvent.change(screen.getByRole('textbox', { name: '用户' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({ from: '2026-03-01' }));
  });

  it('重置 empties the bar and applies no filter', async () => {
    const search = vi.fn();
    render(bar({ user: 'npc01', from: '2026-03-01' }, search));
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(search).toHaveBeenCalledWith({});
    await waitFor(() => expect(screen.getByRole('textbox', { name: '用户' })).toHaveProperty('value', ''));
    expect(screen.getByPlaceholderText('开始日期')).toHaveProperty('value', '');
  });

  it('follows the URL when back/forward changes the applied filters, and keeps what is typed otherwise', async () => {
    const { rerender } = render(bar({ user: 'npc01' }));
    rerender(bar({ user: 'unit01' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '用户' })).toHaveProperty('value', 'unit01'));

    fireEvent.change(screen.getByRole('textbox', { name: '用户' }), { target: { value: 'typed' } });
    rerender(bar({ user: 'unit01' }));
    expect(screen.getByRole('textbox', { name: '用户' })).toHaveProperty('value', 'typed');
  });

  it('applies a ticked checkbox as true and leaves an unticked one out', async () => {
    type Flags = { overdue?: boolean };
    const search = vi.fn();
    const flags: FilterField<Flags>[] = [{ kind: 'checkbox', name: 'overdue', label: '仅逾期' }];
    const { rerender } = render(<FilterBar fields={flags} list={{ name: 'cases', query: { filters: { overdue: true } }, search }} />);
    const box = screen.getByRole('checkbox', { name: '仅逾期' });
    expect(box).toHaveProperty('checked', true);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({}));
    rerender(<FilterBar fields={flags} list={{ name: 'cases', query: { filters: {} }, search }} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '仅逾期' }));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({ overdue: true }));
  });

  it('says 查询 and 重置 in English too', async () => {
    await i18n.changeLanguage('en');
    render(bar({}));
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
  });

  it('folds a long bar after its first fields and shows a folded field the address applies as a tag that removes it', async () => {
    type Many = Record<`f${number}`, string | undefined>;
    const many: FilterField<Many>[] = Array.from({ length: 8 }, (_, i) => ({ kind: 'text', name: `f${i}`, label: `字段${i}` }));
    const search = vi.fn();
    const view = render(<FilterBar fields={many} list={{ name: 'many', query: { filters: { f0: '关键', f7: '已填' } }, search }} />);
    // The bar stays folded: the applied folded field is a tag, a shown field is not.
    expect(screen.queryByRole('textbox', { name: '字段7' })).toBeNull();
    const tags = screen.getByRole('group', { name: '已收起的条件' });
    expect(tags.textContent).toBe('字段7：已填');
    expect(screen.getByRole('button', { name: /展开/ }).getAttribute('aria-expanded')).toBe('false');
    // 查询 keeps the folded field applied.
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(search).toHaveBeenCalledWith({ f0: '关键', f7: '已填' }));
    // Its tag's button removes it alone.
    fireEvent.click(screen.getByRole('button', { name: '去掉条件“字段7：已填”' }));
    expect(search).toHaveBeenLastCalledWith({ f0: '关键' });
    // Unfolded, the field shows what it holds and the tag goes.
    fireEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(screen.getByRole('textbox', { name: '字段7' })).toHaveProperty('value', '已填');
    expect(screen.queryByRole('group', { name: '已收起的条件' })).toBeNull();

    view.unmount();
    render(<FilterBar fields={many} list={{ name: 'many', query: { filters: {} }, search }} />);
    expect(screen.queryByRole('textbox', { name: '字段5' })).toBeNull();
    expect(screen.queryByRole('group', { name: '已收起的条件' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(screen.getByRole('textbox', { name: '字段5' })).toBeTruthy();
  });

  it('names a folded choice, range or tick on its tag by what the user picked', () => {
    type Many = Record<`f${number}`, string | boolean | undefined>;
    const many: FilterField<Many>[] = [
      ...Array.from({ length: 5 }, (_, i): FilterField<Many> => ({ kind: 'text', name: `f${i}`, label: `字段${i}` })),
      { kind: 'select', name: 'f5', label: '状态', options: [{ value: 'ASSIGNED', label: '已交办' }] },
      { kind: 'date-range', name: 'f6', end: 'f7', label: '交办日期' },
      { kind: 'checkbox', name: 'f8', label: '仅逾期' },
    ];
    render(
      <FilterBar
        fields={many}
        list={{ name: 'many', query: { filters: { f5: 'ASSIGNED', f6: '2026-03-01', f8: true } }, search: vi.fn() }}
      />,
    );
    const tags = Array.from(screen.getByRole('group', { name: '已收起的条件' }).querySelectorAll('.ant-tag')).map((tag) => tag.textContent);
    expect(tags).toEqual(['状态：已交办', '交办日期：2026-03-01 ~ …', '仅逾期']);
  });

  it('keeps a short window’s bar to one row, and follows the window when it grows', async () => {
    type Many = Record<`f${number}`, string | undefined>;
    const many: FilterField<Many>[] = Array.from({ length: 5 }, (_, i) => ({ kind: 'text', name: `f${i}`, label: `字段${i}` }));
    Object.assign(window, { innerWidth: 1366, innerHeight: 768 });
    try {
      render(<FilterBar fields={many} list={{ name: 'many', query: { filters: { f4: '已填' } }, search: vi.fn() }} />);
      expect(screen.getByRole('textbox', { name: '字段2' })).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: '字段3' })).toBeNull();
      expect(screen.getByRole('button', { name: '去掉条件“字段4：已填”' })).toBeTruthy();
      Object.assign(window, { innerWidth: 1440, innerHeight: 900 });
      fireEvent(window, new Event('resize'));
      await waitFor(() => expect(screen.getByRole('textbox', { name: '字段4' })).toHaveProperty('value', '已填'));
      expect(screen.queryByRole('button', { name: /展开/ })).toBeNull();
    } finally {
      Object.assign(window, { innerWidth: 1440, innerHeight: 900 });
    }
  });

  it('keeps an applied picker of the page in view, folded or not: it names what it holds', () => {
    type Many = Record<`f${number}`, string | undefined>;
    const many: FilterField<Many>[] = [
      ...Array.from({ length: 6 }, (_, i): FilterField<Many> => ({ kind: 'text', name: `f${i}`, label: `字段${i}` })),
      { kind: 'custom', name: 'f6', label: '领衔人', control: <input /> },
    ];
    render(<FilterBar fields={many} list={{ name: 'many', query: { filters: { f6: '12' } }, search: vi.fn() }} />);
    expect(screen.getByRole('textbox', { name: '领衔人' })).toHaveProperty('value', '12');
    expect(screen.queryByRole('textbox', { name: '字段5' })).toBeNull();
    expect(screen.queryByRole('group', { name: '已收起的条件' })).toBeNull();
  });
});
