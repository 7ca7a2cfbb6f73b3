/** JSON with object keys sorted, so jsonb (which reorders keys) compares equal to what was sent. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * The labels of the fields whose value differs between the stored row and the written values,
 * joined for an activity-log description ("路径、组件"), or "无改动".
 */
export function describeChanges<T extends object>(
  before: T,
  after: { [K in keyof T]?: unknown },
  labels: Partial<Record<keyof T, string>>,
): string {
  const changed = (Object.keys(labels) as Array<keyof T>).filter(
    (key) => key in after && after[key] !== undefined && canonicalJson(before[key] ?? null) !== canonicalJson(after[key] ?? null),
  );
  return changed.length > 0 ? changed.map((key) => labels[key]).join('、') : '无改动';
}
