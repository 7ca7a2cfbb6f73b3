import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NoopResizeObserver } from '../../components/list/testing';
import i18n from '../../i18n';
import { LanguageSwitch as LoginLanguageSwitch } from '../../views/login/LanguageSwitch';
import { LanguageSwitch } from './LanguageSwitch';

// Printed reports are Chinese documents whatever the language: both switches say so where the language is chosen.

const renderIn = (lang: 'zh' | 'en', ui: React.ReactNode) => {
  void i18n.changeLanguage(lang);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
};
beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterEach(() => void i18n.changeLanguage('zh'));

describe('the language switches', () => {
  it('the header’s: the note under the choices', async () => {
    renderIn('en', <LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(await screen.findByText('Printed reports (PDF) stay in Chinese')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'English' })).toBeTruthy();
  });

  it('the sign-in page’s: the note in its name and its tooltip', async () => {
    renderIn('en', <LoginLanguageSwitch />);
    const note = 'Printed reports (PDF) stay in Chinese; the screens and Excel downloads follow the language chosen';
    const group = screen.getByRole('group', { name: `Language: ${note}` });
    fireEvent.mouseEnter(group);
    expect(await screen.findByText(note)).toBeTruthy();
  });
});
