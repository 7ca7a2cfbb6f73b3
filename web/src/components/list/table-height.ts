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
export const FILTER_COLUMN = { xs: 24, md: 12, xl: 6, xxl: 4 } as const;

/** The filter items per row at a window width, by FILTER_COLUMN. */
export function filterItemsPerRow(windowWidth: number): number {
  if (windowWidth >= 1600) return 6;
  if (windowWidth >= 1200) return 4;
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

/** A bar with more fields than this shows the first ones and a 展开 toggle, so the list stays in view. */
export const FOLDED_FIELDS = 5;
/** Below this window height a filter bar folds to one row: the rows are what a short screen is for (1366×768). */
export const SHORT_WINDOW = 900;

/**
 * The filter fields a bar shows before its 展开 toggle at a window size; `Infinity` when it shows them all.
 * A tall window folds only a long bar (more than FOLDED_FIELDS + 1 fields), after its first five; a short one
 * keeps the bar to one row: the fields that fit beside the buttons.
 */
export function shownFilterFields(fields: number, windowWidth: number, windowHeight: number): number {
  if (windowHeight >= SHORT_WINDOW) return fields > FOLDED_FIELDS + 1 ? FOLDED_FIELDS : Infinity;
  const beside = Math.max(1, filterItemsPerRow(windowWidth) - 1);
  return fields > beside ? beside : Infinity;
}

/** The fields a bar of `fields` shows at the window's size, following resizes. */
export function useShownFilterFields(fields: number): number {
  const measure = () => shownFilterFields(fields, window.innerWidth, window.innerHeight);
  const [shown, setShown] = useState(measure);
  useEffect(() => {
    const onResize = () => setShown(shownFilterFields(fields, window.innerWidth, window.innerHeight));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [fields]);
  return shown;
}
