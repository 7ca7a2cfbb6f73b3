// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { MemberProfile } from '@proposal-desk/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from '../../api/profile';
import { providers } from '../list/testing';
import { useMemberProfile } from './use-member-profile';

vi.mock('../../api/profile', () => ({ fetchProfile: vi.fn() }));

const profileWith = (mobile: string) => ({ hR_ID: 1, staff_Name: '代表甲', mobile }) as unknown as MemberProfile;

describe('useMemberProfile', () => {
  beforeEach(() => vi.mocked(fetchProfile).mockReset());

  it('never shows the previous profile when the dialog opens again: it loads afresh', async () => {
    vi.mocked(fetchProfile).mockResolvedValueOnce({ data: profileWith('13900000001') } as never);
    const { result, rerender } = renderHook(({ open }) => useMemberProfile(open, 7), {
      initialProps: { open: true },
      wrapper: providers(),
    });
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', profile: profileWith('13900000001') }));

    rerender({ open: false });
    expect(result.current).toEqual({ kind: 'loading' });

    let answer!: (value: unknown) => void;
    vi.mocked(fetchProfile).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    rerender({ open: true });
    expect(result.current).toEqual({ kind: 'loading' });
    await act(async () => answer({ data: profileWith('13900000002') }));
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', profile: profileWith('13900000002') }));
    expect(fetchProfile).toHaveBeenCalledTimes(2);
  });
});
