export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export type SortOrder = 'asc' | 'desc';

export interface ListSort<S extends string> {
  field: S;
  order: SortOrder;
}

/** What a list shows: its page, page size, sort and applied filters, all kept in the URL. */
export interface ListQuery<F, S extends string> {
  page: number;
  size: number;
  sort?: ListSort<S>;
  filters: Partial<F>;
}

/** One filter's rule: a field of a shared zod schema (its safeParse), which parses what the URL holds. */
export interface FilterRule<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The filters a list takes, by name: e.g. `StaffListQuery.pick({ keyword: true, deptId: true }).shape`. */
export type FilterRules<F> = { [K in keyof F]: FilterRule<F[K]> };

/** The filter values a list's rules give, e.g. `{ keyword?: string; deptId?: number }`. */
export type FiltersOf<R> = R extends FilterRules<infer F> ? Partial<F> : never;

export interface ListShape<F, S extends string> {
  filters: FilterRules<F>;
  /** The columns the server sorts by (the shared `*_SORT_FIELDS`). */
  sortFields: readonly S[];
  pageSize?: number;
}

const RESERVED = new Set(['page', 'size', 'sort', 'order']);

const positiveInt = (text: string | null): number | undefined => {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const filterNames = <F>(rules: FilterRules<F>) => (Object.keys(rules) as (keyof F & string)[]).filter((name) => !RESERVED.has(name));

/** The view a URL query asks for; anything malformed falls back to the default (page 1, no sort, no filter). */
export function parseListQuery<F, S extends string>(search: string, shape: ListShape<F, S>): ListQuery<F, S> {
  const params = new URLSearchParams(search);
  const defaultSize = shape.pageSize ?? DEFAULT_PAGE_SIZE;
  const size = positiveInt(params.get('size'));
  const field = params.get('sort');
  const query: ListQuery<F, S> = {
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    filters: {},
  };
  const sortField = shape.sortFields.find((name) => name === field);
  if (sortField) query.sort = { field: sortField, order: params.get('order') === 'desc' ? 'desc' : 'asc' };
  for (const name of filterNames(shape.filters)) {
    const raw = params.get(name);
    if (raw === null) continue;
    const parsed = shape.filters[name].safeParse(raw);
    if (parsed.success && !isBlank(parsed.data)) query.filters[name] = parsed.data;
  }
  return query;
}

/** The URL query of a view (`?…`, or '' for the default view): defaults and blank filters are left out. */
export function listSearch<F, S extends string>(query: ListQuery<NoInfer<F>, NoInfer<S>>, shape: ListShape<F, S>): string {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== (shape.pageSize ?? DEFAULT_PAGE_SIZE)) params.set('size', String(query.size));
  if (query.sort) {
    params.set('sort', query.sort.field);
    params.set('order', query.sort.order);
  }
  for (const name of filterNames(shape.filters)) {
    const value = query.filters[name];
    if (!isBlank(value)) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filters with blank values left out. */
export function filledFilters<F>(filters: Partial<F>): Partial<F> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => !isBlank(value))) as Partial<F>;
}

/** The sort as the list APIs take it (`sortField` / `sortOrder`), or nothing. */
export const sortParams = <S extends string>(sort: ListSort<S> | undefined): { sortField?: S; sortOrder?: SortOrder } =>
  sort ? { sortField: sort.field, sortOrder: sort.order } : {};

/** The query of a `GET …/GetList` API: page, size, sort and the filters. */
export const pageParams = <F, S extends string>(query: ListQuery<F, S>) => ({
  pageIndex: query.page,
  pageSize: query.size,
  ...filledFilters(query.filters),
  ...sortParams(query.sort),
});

/** The last page there is of `total` rows (1 when there are none). */
export const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
