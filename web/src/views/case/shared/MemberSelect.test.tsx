import type { MemberProfile } from '@proposal-desk/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { NoopResizeObserver, renderWithProviders } from '../../../components/list/testing';
import { MemberSelect } from './MemberSelect';

const members = vi.hoisted(() => ({ fetchMembers: vi.fn() }));
vi.mock('../../../api/members', () => members);

const xu: Pick<MemberProfile, 'hR_ID' | 'staff_Name' | 'dlG_Name'> = { hR_ID: 1, staff_Name: '徐秀兰', dlG_Name: '东城区代表团' };
const page = (rows: unknown[]) =>
  Promise.resolve({ code: 200, msg: '', data: { rows, total: rows.length, pageIndex: 1, pageSize: 1 }, success: true });

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
beforeEach(() => members.fetchMembers.mockReset());

describe('MemberSelect', () => {
  it('names a member given by id alone (a link to the register filtered to them) once looked up', async () => {
    members.fetchMembers.mockImplementation(() => page([xu]));
    renderWithProviders(<MemberSelect<number> body="NPC" value={1} aria-label="领衔人" />);
    expect(await screen.findByText('徐秀兰（东城区代表团）')).toBeTruthy();
    expect(members.fetchMembers).toHaveBeenCalledWith({ HR_ID: 1 }, 1, 1, expect.any(AbortSignal));
    // Nothing is searched until the list is opened.
    expect(members.fetchMembers).toHaveBeenCalledTimes(1);
  });

  it('keeps the number when nobody by that id is in the caller’s scope', async () => {
    members.fetchMembers.mockImplementation(() => page([]));
    renderWithProviders(<MemberSelect<number> body="NPC" value={99} aria-label="领衔人" />);
    await waitFor(() => expect(members.fetchMembers).toHaveBeenCalled());
    expect(await screen.findByText('编号 99')).toBeTruthy();
  });
});
