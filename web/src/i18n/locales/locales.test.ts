import { describe, expect, it } from 'vitest';
import { cases } from './cases';
import { errors } from './errors';
import { login } from './login';
import { router } from './router';

describe('locale files', () => {
  it('have the same keys in zh and en', () => {
    for (const area of [login, router, errors]) expect(Object.keys(area.en).sort()).toEqual(Object.keys(area.zh).sort());
  });

  it('have the same nested keys in zh and en for the case screens', () => {
    const paths = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? paths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(paths(cases.en).sort()).toEqual(paths(cases.zh).sort());
  });
});
