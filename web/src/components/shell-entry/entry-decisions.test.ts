import { describe, expect, it } from 'vitest';
import { needsProfileConfirmation, planEntryDialogs, shouldForcePasswordChange } from './entry-decisions';

describe('shouldForcePasswordChange', () => {
  it('forces a change on status 1 whatever the setting', () => {
    expect(shouldForcePasswordChange('1', false)).toBe(true);
    expect(shouldForcePasswordChange('1', true)).toBe(true);
    expect(shouldForcePasswordChange(1, false)).toBe(true);
  });
  it('forces status 2 only when forced change is on', () => {
    expect(shouldForcePasswordChange('2', false)).toBe(false);
    expect(shouldForcePasswordChange('2', true)).toBe(true);
  });
  it('leaves other statuses alone', () => {
    for (const status of ['0', '', null, undefined, '操作成功']) expect(shouldForcePasswordChange(status, true)).toBe(false);
  });
});

describe('needsProfileConfirmation', () => {
  it('asks a typed user without confirmations', () => {
    expect(needsProfileConfirmation(null, 1)).toBe(true);
    expect(needsProfileConfirmation([], 2)).toBe(true);
    expect(needsProfileConfirmation(undefined, 1)).toBe(true);
  });
  it('does not ask once confirmed', () => {
    expect(needsProfileConfirmation([{ id: 1 }], 1)).toBe(false);
  });
  it('never asks a user whose type is null', () => {
    expect(needsProfileConfirmation(null, null)).toBe(false);
    expect(needsProfileConfirmation([], undefined)).toBe(false);
  });
});

describe('planEntryDialogs', () => {
  it('opens the password dialog before the profile', () => {
    expect(planEntryDialogs(true, true)).toEqual(['password', 'profile']);
    expect(planEntryDialogs(false, true)).toEqual(['profile']);
    expect(planEntryDialogs(false, false)).toEqual([]);
  });
});
