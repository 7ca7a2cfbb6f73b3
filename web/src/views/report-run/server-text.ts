import { isMessageKey, translate } from '@proposal-desk/shared';

/** An item error is either a message key of the catalogue (shown in the user's language) or an engine's own text. */
export const translateServerText = (text: string, lang: 'zh' | 'en') => (isMessageKey(text) ? translate(text, lang, {}) : text);
