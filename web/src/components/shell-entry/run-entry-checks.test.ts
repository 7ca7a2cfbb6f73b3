import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as profile from '../../api/profile';
import { runEntryChecks } from './run-entry-checks';

vi.mock('../../api/profile', () => ({
  fetchPasswordStatus: vi.fn(),
  fetchProfileConfirmations: vi.fn(),
  fetchProfile: vi.fn(),
}));

const answer = <T>(data: T, msg = '') => ({ code: 200, success: true, msg, data });

describe('the checks on entering the shell', () => {
  beforeEach(() => {
    vi.mocked(profile.fetchPasswordStatus).mockResolvedValue(answer(null, '0') as never);
    vi.mocked(profile.fetchProfileConfirmations).mockResolvedValue(answer([]) as never);
  });

  it('asks a deputy with an unconfirmed profile to confirm it', async () => {
    vi.mocked(profile.fetchProfile).mockResolvedValue(answer({ hR_ID: 1, staff_Name: '徐秀兰' }) as never);
    expect(await runEntryChecks(7, 1)).toEqual(['profile']);
  });

  it('opens nothing for an office account of type 人大 that has no member profile', async () => {
    vi.mocked(profile.fetchProfile).mockResolvedValue(answer(null) as never);
    expect(await runEntryChecks(8, 1)).toEqual([]);
  });

  it('opens nothing when the profile cannot be read', async () => {
    vi.mocked(profile.fetchProfile).mockRejectedValue(new Error('offline'));
    expect(await runEntryChecks(9, 1)).toEqual([]);
  });
});
