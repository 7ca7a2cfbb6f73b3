import type { Language } from '@proposal-desk/shared';
import { settings } from '../config/settings';

/** The chosen language, kept in local storage (zh by default). */
export function currentLanguage(): Language {
  const stored = localStorage.getItem(settings.storageKeys.language);
  return stored === 'en' ? 'en' : 'zh';
}

export function storeLanguage(lang: Language): void {
  localStorage.setItem(settings.storageKeys.language, lang);
}
