/**
 * 查重: how alike two cases are, over character bigrams, which suit Chinese (no word breaking) and work the same
 * wherever they are computed. The database only finds candidates (see the case-text index); the figure a person
 * reads is always this one, computed here, so both databases and the web app agree on it.
 */

/** Text of a case that the comparison reads. */
export interface CaseText {
  title: string;
  content: string;
}

/** A case's title and its whole text (content, reasons and proposals, as far as given) for comparing. */
export const composeCaseText = (kase: { title: string; content: string; reason?: string; solution?: string }): CaseText => ({
  title: kase.title,
  // A part the content already quotes (a content written as its reasons and proposals) is not repeated.
  content: [kase.content, ...[kase.reason ?? '', kase.solution ?? ''].filter((part) => !kase.content.includes(part.trim()))]
    .filter((part) => part.trim() !== '')
    .join('\n'),
});

/** What every title of a kind says: "关于…的建议". Left out so that two titles are compared on what they are about. */
const TITLE_FRAME = /^关于|(的)?(建议|提案|议案)$/gu;

/** Letters and digits only, full-width forms folded, Latin letters lower-cased. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export const normalizeTitle = (title: string): string => normalizeText(title).replace(TITLE_FRAME, '');

/** The distinct character bigrams of a normalized text (a one-character text is its own gram). */
export function bigrams(normalized: string): Set<string> {
  const chars = [...normalized];
  if (chars.length === 1) return new Set(chars);
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars.slice(i, i + 2).join(''));
  return grams;
}

/** Dice's coefficient of two gram sets: 1 for the same grams, 0 for none in common. */
export function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** A case's text prepared for comparing (computed once per case, compared many times). */
export interface TextGrams {
  title: Set<string>;
  content: Set<string>;
}

export const textGrams = (text: CaseText): TextGrams => ({
  title: bigrams(normalizeTitle(text.title)),
  content: bigrams(normalizeText(text.content)),
});

/** Title likeness at or above which a case is flagged 疑似重复: the same title with a few characters changed. */
export const DUPLICATE_TITLE_LIKENESS = 0.8;

export interface Likeness {
  /** 0–100: (2 × title likeness + text likeness) ÷ 3, or the title's alone when either text is empty. */
  similarity: number;
  /** True when the titles are near copies: a person should look at both. */
  likelyDuplicate: boolean;
}

/** How alike two cases are; the title counts twice as much as the text, since a case is known by its title. */
export function likeness(a: TextGrams, b: TextGrams): Likeness {
  const title = dice(a.title, b.title);
  const blended = a.content.size === 0 || b.content.size === 0 ? title : (2 * title + dice(a.content, b.content)) / 3;
  return { similarity: Math.round(blended * 100), likelyDuplicate: title >= DUPLICATE_TITLE_LIKENESS };
}

/** The minimum length of a passage two texts must share to be marked. */
const SHARED_PASSAGE = 4;

/**
 * Which characters of `text` lie in a passage of at least four characters that `other` also has: the marks of the
 * side-by-side comparison. Compared on the raw characters, so the marks fall where the reader sees them.
 */
export function sharedPassageMarks(text: string, other: string): boolean[] {
  const chars = [...text];
  const otherChars = [...other];
  const otherGrams = new Set<string>();
  for (let i = 0; i + SHARED_PASSAGE <= otherChars.length; i += 1) otherGrams.add(otherChars.slice(i, i + SHARED_PASSAGE).join(''));
  const marks = chars.map(() => false);
  for (let i = 0; i + SHARED_PASSAGE <= chars.length; i += 1) {
    if (!otherGrams.has(chars.slice(i, i + SHARED_PASSAGE).join(''))) continue;
    for (let j = i; j < i + SHARED_PASSAGE; j += 1) marks[j] = true;
  }
  return marks;
}

/** A text cut into runs of marked and unmarked characters, for display. */
export function markedRuns(text: string, other: string): { text: string; shared: boolean }[] {
  const chars = [...text];
  const marks = sharedPassageMarks(text, other);
  const runs: { text: string; shared: boolean }[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    if (last && last.shared === marks[i]) last.text += char;
    else runs.push({ text: char, shared: marks[i] ?? false });
  });
  return runs;
}
