import type { Language } from './languages';
import type { MessageParam } from './messages';

/**
 * A message kept with what it describes (a case's timeline entry, an activity-log entry): the key of a
 * catalogue and its parameters, stored beside the Chinese text so that a reader of either language can
 * be shown it. `{name}` in a catalogue's texts is a parameter; a parameter is a value, or a text of each
 * language.
 */
export interface StoredMessage<K extends string = string> {
  key: K;
  params?: Record<string, MessageParam>;
}

/** A catalogue of stored messages: each key's Chinese and English text. */
export type MessageCatalogue = Readonly<Record<string, { readonly zh: string; readonly en: string }>>;

/** A text with its `{name}` parameters filled in for a language (a missing one stays as written). */
export function fillMessage(template: string, lang: Language, params: Readonly<Record<string, MessageParam>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] : String(value);
  });
}

const isParam = (value: unknown): value is MessageParam =>
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { zh?: unknown }).zh === 'string' &&
    typeof (value as { en?: unknown }).en === 'string');

/** Stored parameters as read back (jsonb, or JSON text), or null when they are not an object of parameters. */
export function storedParams(stored: unknown): Record<string, MessageParam> | null {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch (err) {
      // Text that is not JSON is the answer "not stored parameters".
      if (err instanceof SyntaxError) return null;
      throw err;
    }
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.values(value).every(isParam) ? (value as Record<string, MessageParam>) : null;
}

/**
 * A stored message in a language: the catalogue's text of the key with the stored parameters, or null when
 * the key is not one of the catalogue's or the parameters are not parameters (the caller then shows the
 * text stored with it).
 */
export function renderStoredMessage(catalogue: MessageCatalogue, key: string | null, params: unknown, lang: Language): string | null {
  if (!key || !Object.prototype.hasOwnProperty.call(catalogue, key)) return null;
  const values = storedParams(params);
  return values === null ? null : fillMessage(catalogue[key]![lang], lang, values);
}

/** A value's label in both languages, as a message parameter (the value itself when the list lacks it). */
export function labelsOf(list: ReadonlyArray<{ value: string; zh: string; en: string }>, value: string): { zh: string; en: string } {
  const found = list.find((item) => item.value === value);
  return found ? { zh: found.zh, en: found.en } : { zh: value, en: value };
}

/** Texts of both languages joined: the Chinese with `、` (or `zhSeparator`), the English with `, ` (or `enSeparator`). */
export function joinTexts(
  parts: ReadonlyArray<string | { zh: string; en: string }>,
  zhSeparator = '、',
  enSeparator = ', ',
): { zh: string; en: string } {
  const zh = parts.map((part) => (typeof part === 'string' ? part : part.zh)).join(zhSeparator);
  const en = parts.map((part) => (typeof part === 'string' ? part : part.en)).join(enSeparator);
  return { zh, en };
}
