/**
 * Re-keys an object so its keys match the expected names regardless of case, as the original
 * ASP.NET back end did (`staff_name`, `Staff_Name` and `STAFF_NAME` are one field). Unknown keys are
 * kept as they are; when two keys fold to one name the exactly-cased key wins.
 */
export function matchKeysCaseInsensitively(input: unknown, expected: readonly string[]): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const byLower = new Map(expected.map((key) => [key.toLowerCase(), key]));
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const canonical = byLower.get(key.toLowerCase()) ?? key;
    if (canonical in result && key !== canonical) continue;
    result[canonical] = value;
  }
  return result;
}
