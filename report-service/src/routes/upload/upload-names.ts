import { randomBytes } from 'node:crypto';
import { addNameSuffix, hasNoncharacter, NAME_SUFFIX_LENGTH, splitFileName, stripNameSuffix } from '@proposal-desk/shared';

const BASE_MAX = 100;
// Base64url turns every 3 bytes into 4 URL-safe characters: 12 bytes make the 16 of the suffix.
const SUFFIX_BYTES = (NAME_SUFFIX_LENGTH / 4) * 3;
const MAX_DRAWS = 50;

/**
 * Browsers send a multipart file name as raw UTF-8 bytes, which the parser reads as latin1; such a name
 * is read back as UTF-8. A name that is not valid UTF-8 that way was really latin1 and stays as it is.
 */
export function decodeMultipartName(name: string): string {
  const codes = Array.from(name, (c) => c.charCodeAt(0));
  if (!codes.some((code) => code >= 0x80) || codes.some((code) => code > 0xff)) return name;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(name, 'latin1'));
  } catch (err) {
    // The decoder's refusal is the answer "not UTF-8": the name was latin1 all along.
    if ((err as NodeJS.ErrnoException).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') return name;
    throw err;
  }
}

const isControl = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * The last path segment of a client's file name, without control characters, noncharacters or halves of a
 * character (a name goes into letters and the feed, whose XML takes none of them), its base cut to 100 characters.
 */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const segment = Array.from(last)
    .filter((c) => !isControl(c) && !hasNoncharacter(c))
    .join('')
    .trim();
  const { base, ext } = splitFileName(segment);
  const cut = Array.from(base).slice(0, BASE_MAX).join('').trim();
  return `${cut || 'file'}${ext}`;
}

const randomSuffix = () => randomBytes(SUFFIX_BYTES).toString('base64url');

/**
 * The stored name: the clean name with 16 random URL-safe characters directly before the extension (the
 * spec's shape). A base ending in `_` would read as an old `_` + 16 name when the draw holds only letters
 * and digits, so the suffix is drawn again until the stored name shows as the clean name.
 */
export function storedNameFor(cleanName: string): string {
  let stored = addNameSuffix(cleanName, randomSuffix());
  for (let draw = 1; draw < MAX_DRAWS && stripNameSuffix(stored) !== cleanName; draw++) {
    stored = addNameSuffix(cleanName, randomSuffix());
  }
  return stored;
}
