import { bigrams, type CaseText, normalizeTitle, type TermVector } from '@proposal-desk/shared/src/domain/similarity';
import { leadingTerms, termVector } from './case-terms';

/** Marks a word in the index, apart from the title's bigrams. */
export const TERM_MARK = '~';

/** A case's text read once for 查重: its words' vector, which both the index and the likeness use. */
export interface CaseReading {
  text: CaseText;
  terms: TermVector;
}

export const readCase = (text: CaseText): CaseReading => ({ text, terms: termVector(text.content) });

/**
 * What the case-text index holds for a case: its title's bigrams (two characters) and its text's heaviest words
 * (marked ~), each once. The index finds candidates; `likeness` (shared) ranks them.
 */
export function caseTextFeatures(reading: CaseReading): string[] {
  return [...bigrams(normalizeTitle(reading.text.title)), ...leadingTerms(reading.terms).map((word) => TERM_MARK + word)];
}

/** A word agreeing weighs as much as this many title bigrams: a text's heaviest words say what it is about. */
export const TERM_WEIGHT = 2;

export const isTerm = (feature: string): boolean => feature.startsWith(TERM_MARK);
