import { describe, expect, it } from 'vitest';
import { settingUsers } from '../../../i18n/locales/setting-users';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('setting-users locale', () => {
  it('has the same keys in zh and en', () => {
    expect(keysOf(settingUsers.en).sort()).toEqual(keysOf(settingUsers.zh).sort());
  });
});
