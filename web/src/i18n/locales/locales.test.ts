import { describe, expect, it } from 'vitest';
import { errors } from './errors';
import { login } from './login';
import { router } from './router';

describe('locale files', () => {
  it('have the same keys in zh and en', () => {
    for (const area of [login, router, errors]) expect(Object.keys(area.en).sort()).toEqual(Object.keys(area.zh).sort());
  });
});
