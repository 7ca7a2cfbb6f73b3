import { translate } from '@proposal-desk/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { RateLimitTable } from '../../rate-limits/rate-limit-table';
import { ADDRESS_LIMITS, AddressFailures, type AddressLimits } from './address-failures';

// The per-address sign-in limit, kept in the shared table: each test sprays from an address of its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sprayers = 0;

/** A limit whose clock the test moves, and an address nobody else used. */
function limitAt(limits: AddressLimits = ADDRESS_LIMITS, start = Date.parse('2026-03-01T09:00:00Z')) {
  let now = start;
  const table = new RateLimitTable(t.ctx.db, () => now);
  sprayers += 1;
  return {
    limit: new AddressFailures(table, limits),
    table,
    sprayer: `203.0.113.${sprayers}`,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const message = async (limit: AddressFailures, lang: 'zh' | 'en', address: string) => {
  const refusal = await limit.refusalFor(address);
  return refusal ? `${refusal.status} ${translate(refusal.key, lang, refusal.params)}` : null;
};

/** Fails sign-ins from the address under `count` different names, each when the address may try again. */
async function spray(limit: AddressFailures, advance: (ms: number) => void, address: string, count: number, from = 0) {
  for (let i = from; i < from + count; i++) {
    const refusal = await limit.refusalFor(address);
    if (refusal?.key === 'login.addressSlowDown') advance(Number(refusal.params.seconds) * 1000);
    await limit.recordFailure(address, `user${i}`);
  }
}

describe('the per-address sign-in limit', () => {
  it('lets an address through after a few failures, and counts one account once', async () => {
    const { limit, sprayer } = limitAt();
    for (let i = 0; i < ADDRESS_LIMITS.slowAfterAccounts - 1; i++) await limit.recordFailure(sprayer, `user${i}`);
    for (let i = 0; i < 20; i++) await limit.recordFailure(sprayer, i % 2 ? 'USER0' : ' user0 ');
    expect(await limit.refusalFor(sprayer)).toBeNull();
  });

  it('slows an address that failed under many accounts, a little more for each further one', async () => {
    const { limit, advance, sprayer } = limitAt();
    await spray(limit, advance, sprayer, ADDRESS_LIMITS.slowAfterAccounts);
    expect(await message(limit, 'zh', sprayer)).toBe('429 登录失败次数过多，请5秒后再试');
    expect(await message(limit, 'en', sprayer)).toBe('429 Too many failed sign-ins from this address: wait 5 s before trying again');
    expect((await limit.refusalFor(sprayer))?.headers['Retry-After']).toBe('5');
    expect(await message(limit, 'zh', '198.51.100.1')).toBeNull();
    advance(5000);
    expect(await limit.refusalFor(sprayer)).toBeNull();

    await limit.recordFailure(sprayer, 'one-more');
    expect(await message(limit, 'zh', sprayer)).toBe('429 登录失败次数过多，请10秒后再试');
    advance(9500);
    expect(await message(limit, 'zh', sprayer)).toBe('429 登录失败次数过多，请1秒后再试');
    advance(500);
    expect(await limit.refusalFor(sprayer)).toBeNull();
  });

  it('makes an address wait at most a minute between attempts', async () => {
    const { limit, sprayer } = limitAt({ ...ADDRESS_LIMITS, refuseAfterAccounts: 100 });
    for (let i = 0; i < 30; i++) await limit.recordFailure(sprayer, `user${i}`);
    expect(await message(limit, 'zh', sprayer)).toBe('429 登录失败次数过多，请60秒后再试');
  });

  it('refuses the address for 15 minutes at the 20th account, then lets it start again', async () => {
    const { limit, advance, sprayer } = limitAt();
    await spray(limit, advance, sprayer, ADDRESS_LIMITS.refuseAfterAccounts);
    expect(await message(limit, 'zh', sprayer)).toBe('429 登录失败次数过多，请15分钟后再试');
    expect(await message(limit, 'en', sprayer)).toBe('429 Too many failed sign-ins from this address: try again in 15 minutes');
    expect((await limit.refusalFor(sprayer))?.headers['Retry-After']).toBe(String(15 * 60));
    advance(14 * 60_000 + 1);
    expect(await message(limit, 'zh', sprayer)).toBe('429 登录失败次数过多，请1分钟后再试');
    advance(60_000);
    expect(await limit.refusalFor(sprayer)).toBeNull();
    await limit.recordFailure(sprayer, 'user0');
    expect(await limit.refusalFor(sprayer)).toBeNull();
  });

  it('forgets failures older than 10 minutes', async () => {
    const { limit, advance, sprayer } = limitAt();
    await spray(limit, advance, sprayer, ADDRESS_LIMITS.slowAfterAccounts - 1);
    advance(ADDRESS_LIMITS.windowMs);
    await spray(limit, advance, sprayer, ADDRESS_LIMITS.slowAfterAccounts - 1, 100);
    expect(await limit.refusalFor(sprayer)).toBeNull();
  });

  it('is one limit for two instances on one database, whichever one the failures reach', async () => {
    const first = limitAt();
    const second = new AddressFailures(new RateLimitTable(t.ctx.db, first.table.now));
    // A sprayer alternating between the instances, and failing on both at the same moment.
    for (let i = 0; i < ADDRESS_LIMITS.refuseAfterAccounts; i += 2)
      await Promise.all([first.limit.recordFailure(first.sprayer, `user${i}`), second.recordFailure(first.sprayer, `user${i + 1}`)]);
    expect((await second.refusalFor(first.sprayer))?.key).toBe('login.addressLocked');
    expect((await first.limit.refusalFor(first.sprayer))?.key).toBe('login.addressLocked');
  });

  it('keeps no name typed, only a digest of it', async () => {
    const { limit, sprayer } = limitAt();
    await limit.recordFailure(sprayer, 'Secret.Typed.Name');
    const row = await t.ctx.db
      .selectFrom('rate_limits')
      .select('mark')
      .where('key', '=', `sign-in-address:${sprayer}`)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.mark)).not.toMatch(/secret/i);
  });
});
