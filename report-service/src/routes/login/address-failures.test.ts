import { translate } from '@proposal-desk/shared';
import { ADDRESS_LIMITS, AddressFailures } from './address-failures';

const SPRAYER = '203.0.113.7';

/** A limit whose clock the test moves. */
function limitAt(start = Date.parse('2026-03-01T09:00:00Z')) {
  let now = start;
  const limit = new AddressFailures(undefined, () => now);
  return {
    limit,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const message = (limit: AddressFailures, lang: 'zh' | 'en', address = SPRAYER) => {
  const refusal = limit.refusalFor(address);
  return refusal ? `${refusal.status} ${translate(refusal.key, lang, refusal.params)}` : null;
};

/** Fails sign-ins from the address under `count` different names, each when the address may try again. */
function spray(limit: AddressFailures, advance: (ms: number) => void, count: number, from = 0) {
  for (let i = from; i < from + count; i++) {
    const refusal = limit.refusalFor(SPRAYER);
    if (refusal?.key === 'login.addressSlowDown') advance(Number(refusal.params.seconds) * 1000);
    limit.recordFailure(SPRAYER, `user${i}`);
  }
}

describe('the per-address sign-in limit', () => {
  it('lets an address through after a few failures, and counts one account once', () => {
    const { limit } = limitAt();
    for (let i = 0; i < ADDRESS_LIMITS.slowAfterAccounts - 1; i++) limit.recordFailure(SPRAYER, `user${i}`);
    for (let i = 0; i < 50; i++) limit.recordFailure(SPRAYER, i % 2 ? 'USER0' : ' user0 ');
    expect(limit.refusalFor(SPRAYER)).toBeNull();
  });

  it('slows an address that failed under many accounts, a little more for each further one', () => {
    const { limit, advance } = limitAt();
    spray(limit, advance, ADDRESS_LIMITS.slowAfterAccounts);
    expect(message(limit, 'zh')).toBe('429 登录失败次数过多，请5秒后再试');
    expect(message(limit, 'en')).toBe('429 Too many failed sign-ins from this address: wait 5 s before trying again');
    expect(limit.refusalFor(SPRAYER)?.headers['Retry-After']).toBe('5');
    expect(message(limit, 'zh', '198.51.100.1')).toBeNull();
    advance(5000);
    expect(limit.refusalFor(SPRAYER)).toBeNull();

    limit.recordFailure(SPRAYER, 'one-more');
    expect(message(limit, 'zh')).toBe('429 登录失败次数过多，请10秒后再试');
    advance(9500);
    expect(message(limit, 'zh')).toBe('429 登录失败次数过多，请1秒后再试');
    advance(500);
    expect(limit.refusalFor(SPRAYER)).toBeNull();
  });

  it('makes an address wait at most a minute between attempts', () => {
    const patient = new AddressFailures(undefined, () => Date.parse('2026-03-01T09:00:00Z'), {
      ...ADDRESS_LIMITS,
      refuseAfterAccounts: 100,
    });
    for (let i = 0; i < 50; i++) patient.recordFailure(SPRAYER, `user${i}`);
    expect(message(patient, 'zh')).toBe('429 登录失败次数过多，请60秒后再试');
  });

  it('refuses the address for 15 minutes at the 20th account, then lets it start again', () => {
    const { limit, advance } = limitAt();
    spray(limit, advance, ADDRESS_LIMITS.refuseAfterAccounts);
    expect(message(limit, 'zh')).toBe('429 登录失败次数过多，请15分钟后再试');
    expect(message(limit, 'en')).toBe('429 Too many failed sign-ins from this address: try again in 15 minutes');
    expect(limit.refusalFor(SPRAYER)?.headers['Retry-After']).toBe(String(15 * 60));
    advance(14 * 60_000 + 1);
    expect(message(limit, 'zh')).toBe('429 登录失败次数过多，请1分钟后再试');
    advance(60_000);
    expect(limit.refusalFor(SPRAYER)).toBeNull();
    limit.recordFailure(SPRAYER, 'user0');
    expect(limit.refusalFor(SPRAYER)).toBeNull();
  });

  it('forgets failures older than 10 minutes', () => {
    const { limit, advance } = limitAt();
    spray(limit, advance, ADDRESS_LIMITS.slowAfterAccounts - 1);
    advance(ADDRESS_LIMITS.windowMs);
    spray(limit, advance, ADDRESS_LIMITS.slowAfterAccounts - 1, 100);
    expect(limit.refusalFor(SPRAYER)).toBeNull();
  });

  it('keeps apart the limits of two apps', () => {
    const first = limitAt();
    spray(first.limit, first.advance, ADDRESS_LIMITS.refuseAfterAccounts);
    expect(first.limit.refusalFor(SPRAYER)?.key).toBe('login.addressLocked');
    expect(limitAt().limit.refusalFor(SPRAYER)).toBeNull();
  });
});
