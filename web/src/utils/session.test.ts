// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { session, tokenRefreshDecision } from './session';

const T = 2_400_000;
const issued = 1_000_000;
const expiry = { time: issued, expires_in: 7200 };

describe('tokenRefreshDecision (spec §4)', () => {
  it('does nothing without an expiry record', () => {
    expect(tokenRefreshDecision(null, issued + T + 1, T)).toBe('none');
  });

  it('does nothing up to 2,400,000 ms after issue', () => {
    expect(tokenRefreshDecision(expiry, issued, T)).toBe('none');
    expect(tokenRefreshDecision(expiry, issued + T - 1, T)).toBe('none');
    expect(tokenRefreshDecision(expiry, issued + T, T)).toBe('none');
  });

  it('refreshes after the threshold and before expiry', () => {
    expect(tokenRefreshDecision(expiry, issued + T + 1, T)).toBe('refresh');
    expect(tokenRefreshDecision(expiry, issued + 7200 * 1000 - 1, T)).toBe('refresh');
  });

  it('answers expired at and past expiry', () => {
    expect(tokenRefreshDecision(expiry, issued + 7200 * 1000, T)).toBe('expired');
    expect(tokenRefreshDecision(expiry, issued + 9_000_000, T)).toBe('expired');
  });
});

describe('session storage', () => {
  it('keeps token and expiry record in session storage and clears them', () => {
    session.setToken('abc', 7200, 42);
    expect(session.getToken()).toBe('abc');
    expect(session.getExpiry()).toEqual({ time: 42, expires_in: 7200 });
    session.clear();
    expect(session.getToken()).toBeNull();
    expect(session.getExpiry()).toBeNull();
  });
});
