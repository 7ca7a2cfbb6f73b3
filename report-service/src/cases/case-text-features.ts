import { bigrams, type CaseText, normalizeText, normalizeTitle } from '@proposal-desk/shared/src/domain/similarity';

/** How many min-hash values stand for a case's text in the index. */
const TEXT_HASHES = 4;
/** Text shingles are character trigrams: specific enough that two texts share a min-hash only when much of them agrees. */
const SHINGLE = 3;

/** FNV-1a over the string's UTF-16 units, with a seed: the k-th hash function of the min-hash. */
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The text's min-hash signature: two texts share each value with the likelihood of their shingle overlap. */
function minHashes(normalized: string): string[] {
  const chars = [...normalized];
  if (chars.length < SHINGLE) return [];
  const shingles = new Set<string>();
  for (let i = 0; i + SHINGLE <= chars.length; i += 1) shingles.add(chars.slice(i, i + SHINGLE).join(''));
  const values: string[] = [];
  for (let k = 0; k < TEXT_HASHES; k += 1) {
    let min = Number.MAX_SAFE_INTEGER;
    for (const shingle of shingles) min = Math.min(min, fnv1a(shingle, k * 0x9e3779b9));
    values.push(`#${k}${min.toString(36)}`);
  }
  return values;
}

/**
 * What the case-text index holds for a case: its title's bigrams (two characters) and its text's min-hash values
 * (longer, starting with #), each once. The index finds candidates; `likeness` (shared) ranks them.
 */
export function caseTextFeatures(text: CaseText): string[] {
  return [...bigrams(normalizeTitle(text.title)), ...minHashes(normalizeText(text.content))];
}

/** A min-hash value agreeing weighs as much as this many title bigrams: it says that a whole text is alike. */
export const TEXT_HASH_WEIGHT = 3;

export const isTextHash = (feature: string): boolean => feature.startsWith('#');
