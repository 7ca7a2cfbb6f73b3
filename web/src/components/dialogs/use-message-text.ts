import { translate, type Language, type MessageKey } from '@proposal-desk/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The language i18next currently shows, as the shared catalogue names it. */
export const languageOf = (i18nLanguage: string | undefined): Language => (i18nLanguage?.startsWith('en') ? 'en' : 'zh');

/** Maps a shared catalogue key (the zod schemas' messages) to the current language's text. */
export function useMessageText(): (key: MessageKey) => string {
  const { i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  return useCallback((key: MessageKey) => translate(key, lang), [lang]);
}
