import { describe, expect, it } from 'vitest';
import { caseHandling } from './case-handling';

describe('the case-handling locale', () => {
  it('has the same nested keys in zh and en', () => {
    const paths = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? paths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(paths(caseHandling.en).sort()).toEqual(paths(caseHandling.zh).sort());
  });
});
