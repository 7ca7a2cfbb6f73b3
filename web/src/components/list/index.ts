export { FilterBar } from './FilterBar';
export type { FilterField, FilterOption, FilterTreeOption } from './filter-fields';
export { filledFilters, type FiltersOf, type ListQuery, type ListSort, pageParams, sortParams } from './list-query';
export { ListPage } from './ListPage';
export { useListWrite } from './use-list-write';
export { ServerTable } from './ServerTable';
export { sortable, timeColumn } from './columns';
export { listKey, type PagedList, usePagedList } from './use-paged-list';
