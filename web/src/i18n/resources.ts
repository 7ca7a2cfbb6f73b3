import { common } from './locales/common';
import { dialogs } from './locales/dialogs';
import { home } from './locales/home';
import { errors } from './locales/errors';
import { login } from './locales/login';
import { router } from './locales/router';
import { shell } from './locales/shell';

/**
 * Every area keeps its strings in its own file under locales/ as `{ zh: {...}, en: {...} }` with the
 * same keys in both; they are merged into one `translation` namespace here, dotted by area.
 */
const areas = { common, login, router, errors, dialogs, home, shell };

type Area = { zh: Record<string, unknown>; en: Record<string, unknown> };

function merge(lang: 'zh' | 'en'): Record<string, unknown> {
  return Object.fromEntries(Object.entries(areas as Record<string, Area>).map(([name, area]) => [name, area[lang]]));
}

export const resources = { zh: { translation: merge('zh') }, en: { translation: merge('en') } };
