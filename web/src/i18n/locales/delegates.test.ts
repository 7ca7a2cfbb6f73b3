import { describe, expect, it } from 'vitest';
import { delegates } from './delegates';

const paths = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value ? paths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('delegates locale', () => {
  it('has the same keys in zh and en', () => {
    expect(paths(delegates.en).sort()).toEqual(paths(delegates.zh).sort());
  });
});
