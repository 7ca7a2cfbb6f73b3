import { randomInt } from 'node:crypto';
import { addNameSuffix, NAME_SUFFIX_LENGTH, splitFileName } from '@proposal-desk/shared';

const SUFFIX_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE_MAX = 100;

/**
 * Browsers send a multipart file name as raw UTF-8 bytes, which the parser reads as latin1; such a name
 * is read back as UTF-8. A name that is not valid UTF-8 that way was really latin1 and stays as it is.
 */
export function decodeMultipartName(name: string): string {
  const codes = Array.from(name, (c) => c.charCodeAt(0));
  if (!codes.some((code) => code >= 0x80) || codes.some((code) => code > 0xff)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(name, 'latin1'));
  } catch {
    return name;
  }
}

const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** The last path segment of a client's file name, without control characters, its base cut to 100 characters. */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const segment = Array.from(last)
    .filter((c) => !isControl(c))
    .join('')
    .trim();
  const { base, ext } = splitFileName(segment);
  const cut = Array.from(base).slice(0, BASE_MAX).join('').trim();
  return `${cut || 'file'}${ext}`;
}

/** The stored name: the clean name with `_` and 16 random letters or digits before the extension. */
export function storedNameFor(cleanName: string): string {
  const suffix = Array.from({ length: NAME_SUFFIX_LENGTH }, () => SUFFIX_CHARS[randomInt(SUFFIX_CHARS.length)]).join('');
  return addNameSuffix(cleanName, suffix);
}
