/**
 * What a published text may not show, whatever the unit or the office typed (domain.md "Public text"): ID numbers,
 * mobile and fixed-line phone numbers in the ways people write them, e-mail addresses. Each becomes `＊＊＊`.
 *
 * The patterns run over a copy of the text in which full-width digits, letters and signs, dashes and wide spaces are
 * their plain ASCII selves, one UTF-16 unit for one, so a match's place is its place in the original text.
 *
 * Amounts, dates and numbers of things are left alone: a run of 7–8 digits is a phone number only after an area code
 * (`010-`, `(0755)`, `+86 10`) or a word that names a telephone (电话, 座机, 传真, 热线, 手机, 联系, tel, phone, fax) a few
 * characters before it; `12345678元` and `第12345678号` stay. Any number directly followed by a unit (元, 万, 号, 年, 个, %…)
 * is an amount or a count, never a phone number.
 */

export const MASK = '＊＊＊';

/**
 * The version of what the public reads of the same data: bumped whenever the masking or the public fields change, so
 * an answer or an export kept for a data version by an older build is never taken for the new one.
 */
export const PUBLIC_TEXT_VERSION = 2;

const PLAIN_OF: Record<string, string> = {
  '＋': '+',
  '（': '(',
  '）': ')',
  '＠': '@',
  '．': '.',
  '＿': '_',
  '＃': '#',
  '－': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '−': '-',
  '﹣': '-',
  '\u3000': ' ',
  '\u00a0': ' ',
  '\u202f': ' ',
};

/** The text with each full-width or look-alike character as its ASCII self, at the same index. */
function plainCopy(text: string): string {
  return text.replace(/[\uff01-\uff5e\u2010-\u2015\u2212\ufe63\u3000\u00a0\u2002-\u200a\u202f]/g, (ch) => {
    const mapped = PLAIN_OF[ch];
    if (mapped) return mapped;
    const code = ch.charCodeAt(0);
    // The full-width block mirrors ASCII 0x21–0x7E.
    if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - 0xfee0);
    return ch >= '\u2002' && ch <= '\u200a' ? ' ' : ch;
  });
}

/** Between groups of digits: nothing, spaces, or one dash or dot with spaces around it. */
const SEP = String.raw`(?:[ \t]*[-.][ \t]*|[ \t]+)?`;
/** A number followed by a unit is an amount or a count. */
const NOT_AN_AMOUNT = String.raw`(?![ \t]*(?:元|万|亿|千|百|%|％|‰|年|月|日|号|倍|余|多|个|人|次|件|项|台|辆|户|名|家|所|套|亩|吨|米|公里|平方))`;
const EXTENSION = String.raw`(?:[ \t]*(?:-|转|分机|ext\.?|x|#)[ \t]*\d{1,6})?`;
/** An area code after its leading 0: 10, 2x, then three digits from 3xx to 9xx (755, 571…). */
const AREA = String.raw`(?:10|2\d|[3-9]\d{2})`;
const COUNTRY = String.raw`(?:(?:\+|00)[ \t]*86[ \t]*-?[ \t]*|\([ \t]*\+?[ \t]*86[ \t]*\)[ \t]*-?[ \t]*)`;
const PHONE_WORDS = String.raw`(?:电话|座机|传真|热线|手机|联系|tel|phone|fax)`;

const PATTERNS: RegExp[] = [
  // A run of 15 to 19 digits (18 may end in X): an ID number (or a bank card); no amount or date is that long.
  new RegExp(String.raw`(?<!\d)(?:\d{14,18}[\dXx]|\d{15})(?![\dXx])${NOT_AN_AMOUNT}`, 'g'),
  // Mobile numbers, with or without the country code: 13812345678, 138-1234-5678, +86 138 1234 5678, (+86)138….
  new RegExp(String.raw`(?<!\d)${COUNTRY}?1[3-9]\d${SEP}\d{4}${SEP}\d{4}(?!\d)${NOT_AN_AMOUNT}`, 'g'),
  // Fixed lines with their area code: 010-12345678, (010) 1234 5678, 0755-1234567, 021-12345678-123, +86 10 12345678.
  new RegExp(
    String.raw`(?<!\d)(?:\([ \t]*0${AREA}[ \t]*\)|0${AREA}|${COUNTRY}(?:\(0\))?[ \t]*${AREA})${SEP}\d{3,4}${SEP}\d{4}(?!\d)${EXTENSION}${NOT_AN_AMOUNT}`,
    'g',
  ),
  // Service numbers: 400-123-4567, 800 810 8888.
  new RegExp(String.raw`(?<!\d)[48]00${SEP}\d{3}${SEP}\d{4}(?!\d)${EXTENSION}${NOT_AN_AMOUNT}`, 'g'),
  // A local number of 7–8 digits right after a word that names a telephone: 电话：6512 3456.
  new RegExp(String.raw`(?<=${PHONE_WORDS}[^\d\n]{0,8})(?<!\d)\d{3,4}${SEP}\d{4}(?!\d)${EXTENSION}${NOT_AN_AMOUNT}`, 'gi'),
  // E-mail addresses.
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
];

/** ID numbers written in groups (110101 1990 0307 123X): 18 characters with single spaces or dashes, a real birth day. */
const GROUPED_ID = /(?<![\dXx])\d(?:[ \t-]?\d){16}[ \t-]?[\dXx](?![\dXx])/g;
const ID_BIRTH_DAY = /^\d{6}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])/;

interface Span {
  from: number;
  to: number;
}

function spansOf(plain: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of PATTERNS)
    for (const match of plain.matchAll(pattern)) spans.push({ from: match.index, to: match.index + match[0].length });
  for (const match of plain.matchAll(GROUPED_ID))
    if (ID_BIRTH_DAY.test(match[0].replace(/[ \t-]/g, ''))) spans.push({ from: match.index, to: match.index + match[0].length });
  return spans.sort((a, b) => a.from - b.from);
}

/** The text with every ID number, phone number and e-mail address replaced by `＊＊＊` (overlapping finds as one). */
export function withoutPrivateData(text: string): string {
  if (!/[\d０-９@＠]/.test(text)) return text;
  const spans = spansOf(plainCopy(text));
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (span.to <= at) continue;
    if (span.from >= at) out += text.slice(at, span.from) + MASK;
    at = span.to;
  }
  return out + text.slice(at);
}
