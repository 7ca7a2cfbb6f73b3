/** A text in both languages, as a log message's parameter. */
export type BothLanguages = { zh: string; en: string };

/** What a change list says when nothing changed. */
export const NO_CHANGES: BothLanguages = { zh: '无改动', en: 'no changes' };

/** JSON with object keys sorted, so jsonb (which reorders keys) compares equal to what was sent. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** The labels of the fields whose value differs between the stored row and the written values, in the labels' order. */
export function changedLabels<T extends object>(
  before: T,
  after: { [K in keyof T]?: unknown },
  labels: Partial<Record<keyof T, BothLanguages>>,
): BothLanguages[] {
  return (Object.keys(labels) as Array<keyof T>)
    .filter((key) => key in after && after[key] !== undefined && canonicalJson(before[key] ?? null) !== canonicalJson(after[key] ?? null))
    .map((key) => labels[key] as BothLanguages);
}

/** Changes joined for an activity-log description ("路径、组件" / "path, component"), or 无改动 / no changes. */
export function joinChanges(changes: readonly BothLanguages[], zhSeparator = '、', enSeparator = ', '): BothLanguages {
  if (changes.length === 0) return NO_CHANGES;
  return { zh: changes.map((c) => c.zh).join(zhSeparator), en: changes.map((c) => c.en).join(enSeparator) };
}

/**
 * The labels of the fields whose value differs between the stored row and the written values, joined for
 * an activity-log description in both languages ("路径、组件" / "path, component"), or 无改动 / no changes.
 */
export function describeChanges<T extends object>(
  before: T,
  after: { [K in keyof T]?: unknown },
  labels: Partial<Record<keyof T, BothLanguages>>,
): BothLanguages {
  return joinChanges(changedLabels(before, after, labels));
}
