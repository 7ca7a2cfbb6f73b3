import { describe, expect, it } from 'vitest';
import { caseMine } from './case-mine';

const paths = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value ? paths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('case-mine locale', () => {
  it('has the same keys in zh and en', () => {
    expect(paths(caseMine.en).sort()).toEqual(paths(caseMine.zh).sort());
  });
});
