import { useEffect, useState } from 'react';

/** Spec §9: the window height minus 313, minus 50 for every filter row beyond the first. */
export const TABLE_HEIGHT_OFFSET = 313;
export const FILTER_ROW_HEIGHT = 50;
/** Below this a table body would be unusable, so small windows scroll the page instead. */
export const TABLE_HEIGHT_MIN = 200;

export function tableHeight(windowHeight: number, extraRows: number): number {
  return Math.max(TABLE_HEIGHT_MIN, windowHeight - TABLE_HEIGHT_OFFSET - FILTER_ROW_HEIGHT * Math.max(0, extraRows));
}

/** The grid column of one filter item (of 24): the filter bar lays its items out by it. */
export const FILTER_COLUMN = { xs: 24, md: 12, xl: 8, xxl: 4 } as const;

/** The filter items per row at a window width, by FILTER_COLUMN. */
export function filterItemsPerRow(windowWidth: number): number {
  if (windowWidth >= 1600) return 6;
  if (windowWidth >= 1200) return 3;
  if (windowWidth >= 768) return 2;
  return 1;
}

/** How many filter rows there are beyond the first for `items` filter items at a window width. */
export const extraFilterRows = (items: number, windowWidth: number): number =>
  Math.max(0, Math.ceil(items / filterItemsPerRow(windowWidth)) - 1);

/** The table height of a page with `filterItems` filter items, following window resizes. */
export function useTableHeight(filterItems: number): number {
  const measure = () => tableHeight(window.innerHeight, extraFilterRows(filterItems, window.innerWidth));
  const [height, setHeight] = useState(measure);
  useEffect(() => {
    const onResize = () => setHeight(tableHeight(window.innerHeight, extraFilterRows(filterItems, window.innerWidth)));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [filterItems]);
  return height;
}
