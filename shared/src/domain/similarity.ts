/**
 * 查重: how alike two cases are, by their letters (character bigrams, which suit Chinese without word breaking) and
 * by their words (the server's term vectors). The database only finds candidates (see the case-text index); the
 * figure a person reads is always this one, computed here, so both databases agree on it.
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

/** A text's words, each with its weight (TF-IDF), the vector of length 1: the server cuts and weighs them. */
export type TermVector = ReadonlyMap<string, number>;

/** A case's text prepared for comparing (computed once per case, compared many times). */
export interface TextGrams {
  title: Set<string>;
  content: Set<string>;
  /** The text's words (the server's term vector); absent where only the letters are compared. */
  terms?: TermVector;
}

export const textGrams = (text: CaseText, terms?: TermVector): TextGrams => ({
  title: bigrams(normalizeTitle(text.title)),
  content: bigrams(normalizeText(text.content)),
  ...(terms ? { terms } : {}),
});

/** The cosine of two term vectors of length 1: 1 for the same words in the same proportions, 0 for none shared. */
export function cosine(a: TermVector, b: TermVector): number {
  const [fewer, more] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [word, weight] of fewer) sum += weight * (more.get(word) ?? 0);
  return Math.min(1, sum);
}

/** Title likeness at or above which a case is flagged 疑似重复 when a text is too short to tell. */
export const DUPLICATE_TITLE_LIKENESS = 0.8;
/** Text likeness (by words) at or above which two cases are flagged 疑似重复: the same matter, however titled. */
export const DUPLICATE_TEXT_LIKENESS = 0.85;
/**
 * Fewest telling words a text needs for its words to be compared: a shorter one is a note (“同上。”, “与往年相同的问题仍未
 * 解决，请再次研究。”), not a statement of a matter, and the title is what tells. A suggestion's text has dozens.
 */
export const TERMS_TO_TELL = 8;

export interface Likeness {
  /**
   * 0–100, the larger of two readings: by letters, (2 × title likeness + text likeness) ÷ 3 (the title alone when
   * either text is empty or too short to tell), and by meaning, the cosine of the two texts' weighted words, which finds the same text
   * under another title, a half of it, or its sentences in another order.
   */
  similarity: number;
  /** The text likeness by words (0–1), or null when either text is too short to tell. */
  textLikeness: number | null;
  /** True when a person should look at both: texts alike in their words, or (too short to tell) near-copy titles. */
  likelyDuplicate: boolean;
}

/** How alike two cases are. */
export function likeness(a: TextGrams, b: TextGrams): Likeness {
  const title = dice(a.title, b.title);
  const tellable = (grams: TextGrams) => grams.content.size > 0 && (!grams.terms || grams.terms.size >= TERMS_TO_TELL);
  // A text too short to tell ("同上。") says nothing of the matter: the title alone is read.
  const byLetters = tellable(a) && tellable(b) ? (2 * title + dice(a.content, b.content)) / 3 : title;
  const byWords = a.terms && b.terms && tellable(a) && tellable(b) ? cosine(a.terms, b.terms) : null;
  return {
    similarity: Math.round(Math.max(byLetters, byWords ?? 0) * 100),
    textLikeness: byWords,
    likelyDuplicate: byWords === null ? title >= DUPLICATE_TITLE_LIKENESS : byWords >= DUPLICATE_TEXT_LIKENESS,
  };
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
