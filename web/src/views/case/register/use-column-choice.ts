import { useState } from 'react';
import type { Body } from '../shared/case-options';
import { CASE_COLUMN_KEYS, type CaseColumnKey, FIXED_COLUMN } from './case-columns';

const storageKey = (body: Body) => `caseRegister.hiddenColumns.${body}`;

function readHidden(body: Body): CaseColumnKey[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(body)) ?? '[]');
    return Array.isArray(saved) ? CASE_COLUMN_KEYS.filter((key) => key !== FIXED_COLUMN && saved.includes(key)) : [];
  } catch {
    return [];
  }
}

/** The columns a register hides, remembered in this browser for each body. */
export function useColumnChoice(body: Body) {
  const [hidden, setHidden] = useState<CaseColumnKey[]>(() => readHidden(body));
  const toggle = (key: CaseColumnKey) => {
    if (key === FIXED_COLUMN) return;
    const next = hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key];
    setHidden(next);
    localStorage.setItem(storageKey(body), JSON.stringify(next));
  };
  return { hidden, toggle, shows: (key: CaseColumnKey) => !hidden.includes(key) };
}
