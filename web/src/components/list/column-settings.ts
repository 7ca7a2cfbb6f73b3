import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useUserStore } from '../../stores/user';
import { isStorageRefusal, recordUnexpected } from '../error-log/collect-error';

/** The row heights a user picks for a list table (antd's table sizes): 宽松, 中等, 紧凑. */
export const DENSITIES = ['large', 'medium', 'small'] as const;
export type Density = (typeof DENSITIES)[number];
export const DEFAULT_DENSITY: Density = 'medium';

/** A table size as a density (antd's older name 'middle' is 'medium'). */
export const densityOf = (size: string | undefined): Density | undefined =>
  size === 'middle' ? 'medium' : DENSITIES.find((density) => density === size);

/** What a user chose for one list: the columns they hid and the row density. */
export interface TableSettings {
  hidden: string[];
  density?: Density;
}

/** A column the user can show or hide, by its id, with its title as the settings menu names it. */
export interface ColumnChoice {
  id: string;
  title: string;
}

/** Where a user's settings of one list are kept in this browser: per signed-in user and per list. */
export const settingsKey = (user: string, listId: string) => `listTable:${user}:${listId}`;

const isDensity = (value: unknown): value is Density => DENSITIES.some((density) => density === value);

/** The settings kept under `key`; nothing kept, or something unreadable, is the defaults. */
export function readSettings(key: string): TableSettings {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return { hidden: [] };
    const { hidden, density } = saved as Record<string, unknown>;
    return {
      hidden: Array.isArray(hidden) ? hidden.filter((id): id is string => typeof id === 'string') : [],
      ...(isDensity(density) ? { density } : {}),
    };
  } catch (error) {
    recordUnexpected(error, isStorageRefusal);
    return { hidden: [] };
  }
}

export function writeSettings(key: string, settings: TableSettings): void {
  try {
    localStorage.setItem(key, JSON.stringify(settings));
  } catch (error) {
    // A full or refused storage keeps the choice for this visit only.
    recordUnexpected(error, isStorageRefusal);
  }
}

type Column<R> = ColumnsType<R>[number];

/** A column's id: its key, else its data index; a column with neither cannot be hidden. */
export function columnId<R>(column: Column<R>): string | undefined {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  const index = 'dataIndex' in column ? column.dataIndex : undefined;
  if (Array.isArray(index)) return index.join('.');
  return typeof index === 'string' || typeof index === 'number' ? String(index) : undefined;
}

/** The columns a user can show or hide, in the table's order, titled as the table titles them. */
export function columnChoices<R>(columns: ColumnsType<R>): ColumnChoice[] {
  return columns.flatMap((column) => {
    const id = columnId(column);
    if (id === undefined) return [];
    const title = typeof column.title === 'string' || typeof column.title === 'number' ? String(column.title) : id;
    return [{ id, title }];
  });
}

/** The columns left once the hidden ones are taken out (a column without an id always shows). */
export function visibleColumns<R>(columns: ColumnsType<R>, hidden: readonly string[]): ColumnsType<R> {
  if (hidden.length === 0) return columns;
  return columns.filter((column) => {
    const id = columnId(column);
    return id === undefined || !hidden.includes(id);
  });
}

/** Hides a shown column or shows a hidden one. */
export const toggled = (hidden: readonly string[], id: string): string[] =>
  hidden.includes(id) ? hidden.filter((other) => other !== id) : [...hidden, id];

/** The signed-in user's name for keeping their settings (their account, not their display name). */
export const useSettingsUser = () => useUserStore((state) => state.userInfo?.username ?? state.username);

const keptOrDefault = (key: string, defaultHidden: readonly string[]): TableSettings => {
  const kept = readSettings(key);
  return hasKept(key) ? kept : { ...kept, hidden: [...defaultHidden] };
};

function hasKept(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch (error) {
    recordUnexpected(error, isStorageRefusal);
    return false;
  }
}

/**
 * The columns a user hides and the density they chose for one list, kept in this browser per signed-in
 * user and list, so they survive a reload. `defaultDensity` holds until the user picks one; `defaultHidden`
 * (the columns a list offers beyond its key ones) until the user chooses columns, and again after 重置.
 */
export function useTableSettings(listId: string, defaultDensity: Density = DEFAULT_DENSITY, defaultHidden: readonly string[] = []) {
  const key = settingsKey(useSettingsUser(), listId);
  const [state, setState] = useState(() => ({ key, settings: keptOrDefault(key, defaultHidden) }));
  // Another user signs in (or the list changes): their own settings.
  const settings = state.key === key ? state.settings : keptOrDefault(key, defaultHidden);
  if (state.key !== key) setState({ key, settings });

  const save = (next: TableSettings) => {
    setState({ key, settings: next });
    writeSettings(key, next);
  };
  return {
    hidden: settings.hidden,
    density: settings.density ?? defaultDensity,
    toggleColumn: (id: string) => save({ ...settings, hidden: toggled(settings.hidden, id) }),
    resetColumns: () => save({ ...settings, hidden: [...defaultHidden] }),
    setDensity: (density: Density) => save({ ...settings, density }),
  };
}
