import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { AccountLoginForm } from './AccountLoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';

function renderWith(ui: React.ReactNode, lang: 'zh' | 'en' = 'zh') {
  void i18n.changeLanguage(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <App>
        <MemoryRouter>{ui}</MemoryRouter>
      </App>
    </I18nextProvider>,
  );
}

function submit(): void {
  const button = document.querySelector('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  fireEvent.click(button);
}

describe('login form validation (spec §5)', () => {
  it('shows the username and password messages and does not submit', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWith(<AccountLoginForm onSubmit={onSubmit} captchaEnabled={false} />);
    submit();
    expect(await screen.findByText('用户名不能为空')).toBeTruthy();
    expect(await screen.findByText('密码不能少于6位')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a short password and submits a valid form', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWith(<AccountLoginForm onSubmit={onSubmit} captchaEnabled={false} />);
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: '123' } });
    submit();
    expect(await screen.findByText('密码不能少于6位')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'admin', password: '123456' })));
  });

  it('shows the phone message', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWith(<PhoneLoginForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '2345' } });
    submit();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks English too', async () => {
    renderWith(<AccountLoginForm onSubmit={() => Promise.resolve()} captchaEnabled={false} />, 'en');
    submit();
    expect(await screen.findByText('User name is required')).toBeTruthy();
    expect(await screen.findByText('The password must be at least 6 characters')).toBeTruthy();
    void i18n.changeLanguage('zh');
  });
});
