import type { CurrentUserInfo, MemberProfile } from '@proposal-desk/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { useUserStore } from '../../stores/user';
import { NoopResizeObserver, renderWithProviders } from '../list/testing';
import { PersonalCenterDialog } from './PersonalCenterDialog';

const api = vi.hoisted(() => ({ fetchProfile: vi.fn(), updateProfile: vi.fn(), writeProfileConfirmation: vi.fn() }));
vi.mock('../../api/profile', () => api);
const sessionsApi = vi.hoisted(() => ({ fetchMySessions: vi.fn(), signOutOtherSessions: vi.fn() }));
vi.mock('../../api/sessions', () => sessionsApi);

const envelope = <T,>(data: T, msg = '') => Promise.resolve({ code: 200, msg, data, success: true });

const profile: MemberProfile = {
  hR_ID: 7,
  staff_Name: '张三',
  case_ID: 'dlg001',
  spV_ID: 1,
  dlG_ID: 2,
  backGround: '',
  address: '',
  create_Time: '2026-01-01',
  operator: '',
  type: 1,
  mobile: '',
  native_place: '',
  remark: '',
  meet_Name: '第十六届人大第三次会议',
  dlG_Name: '第一代表团',
};
const complete = { backGround: '中共党员', address: '局长', native_place: '某路1号', remark: '某局', mobile: '13800138000' };

// The sessions table measures itself with ResizeObserver, which jsdom lacks.
beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterAll(() => vi.unstubAllGlobals());

const loadUserInfo = vi.fn();
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.updateProfile.mockImplementation(() => envelope(null, '保存成功'));
  api.writeProfileConfirmation.mockImplementation(() => envelope(null));
  loadUserInfo.mockReset().mockResolvedValue({});
  sessionsApi.fetchMySessions.mockReset().mockImplementation(() =>
    envelope([
      {
        id: 's1',
        device: 'Chrome 131 · Windows',
        userAgent: '',
        address: '10.0.0.8',
        signedInAt: '2026-11-25T01:00:00.000Z',
        lastUsedAt: '2026-11-25T01:00:00.000Z',
        current: true,
      },
    ]),
  );
  useUserStore.setState({ userInfo: { user_ID: 3, staff_Name: '张三' } as CurrentUserInfo, loadUserInfo });
});

function renderDialog(overrides: Partial<MemberProfile> = {}, fromConfirmation = false) {
  api.fetchProfile.mockImplementation(() => envelope({ ...profile, ...overrides }));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<PersonalCenterDialog open fromConfirmation={fromConfirmation} onClose={onClose} onSaved={onSaved} />);
  return { onClose, onSaved };
}

const save = (name: RegExp = /保\s*存/) => fireEvent.click(screen.getByRole('button', { name }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// The first antd render in jsdom is slow (several seconds on a cold start).
describe('PersonalCenterDialog', { timeout: 30_000 }, () => {
  it('shows the spec messages when saved empty', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: '个人中心' })).toBeTruthy();
    await screen.findByLabelText('联系电话');
    save();
    for (const text of ['请输入政治面貌', '请输入单位职务', '请输入联系电话', '请输入联系地址', '请输入单位地址'])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('rejects an invalid mobile number', async () => {
    renderDialog({ ...complete, mobile: '23800138000' });
    await screen.findByLabelText('联系电话');
    save();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(api.updateProfile).not.toHaveBeenCalled();
  });

  it('keeps the read-only fields read-only and saves what the user changed', async () => {
    const { onClose, onSaved } = renderDialog(complete);
    await waitFor(() => expect(field('联系电话').value).toBe('13800138000'));
    expect(field('姓名').readOnly).toBe(true);
    expect(field('账号').value).toBe('dlg001');
    fireEvent.change(field('联系电话'), { target: { value: '13900001111' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ ID: 7, Mobile: '13900001111', BackGround: '中共党员' }));
    expect(api.writeProfileConfirmation).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    expect(loadUserInfo).toHaveBeenCalled();
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('records the confirmation when opened to confirm the profile', async () => {
    const { onSaved } = renderDialog(complete, true);
    expect(await screen.findByRole('dialog', { name: '个人信息确认' })).toBeTruthy();
    await waitFor(() => expect(field('联系电话').value).toBe('13800138000'));
    save(/确\s*认/);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.writeProfileConfirmation).toHaveBeenCalledWith(3, '张三');
  });

  it('opens the confirmation for a user with a profile (dlg001) once the profile is there', async () => {
    const { onClose } = renderDialog(complete, true);
    const dialog = await screen.findByRole('dialog', { name: '个人信息确认' });
    expect(dialog.textContent).toContain('请核对您的个人信息');
    await waitFor(() => expect(field('姓名').value).toBe('张三'));
    expect(screen.queryByText('您的账号没有关联代表或委员信息，无需填写个人资料。')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('never shows the confirmation to a user without a profile: it closes unseen', async () => {
    api.fetchProfile.mockImplementation(() => envelope(null));
    const onClose = vi.fn();
    renderWithProviders(<PersonalCenterDialog open fromConfirmation onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.fetchProfile).toHaveBeenCalledWith(3, expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('您的账号没有关联代表或委员信息，无需填写个人资料。')).toBeNull();
  });

  it('still tells a user without a profile so in 个人中心, where they opened it themselves', async () => {
    api.fetchProfile.mockImplementation(() => envelope(null));
    const onClose = vi.fn();
    renderWithProviders(<PersonalCenterDialog open onClose={onClose} />);
    expect(await screen.findByText('您的账号没有关联代表或委员信息，无需填写个人资料。')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '个人中心' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lists the sessions in 个人中心, and not in the confirmation', async () => {
    renderDialog(complete);
    expect(await screen.findByRole('table', { name: '登录设备' })).toBeTruthy();
    expect(await screen.findByText('Chrome 131 · Windows')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出其他设备' })).toBeTruthy();
    cleanup();
    renderDialog(complete, true);
    await waitFor(() => expect(field('姓名').value).toBe('张三'));
    expect(screen.queryByRole('table', { name: '登录设备' })).toBeNull();
  });
});
