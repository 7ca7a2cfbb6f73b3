import { Jieba } from '@node-rs/jieba';
import { dict, idf } from '@node-rs/jieba/dict';
import type { TermVector } from '@proposal-desk/shared/src/domain/similarity';

/**
 * 查重's text side: a case's words, weighted by how much each says (TF-IDF). Chinese is cut into words by jieba
 * (@node-rs/jieba with its bundled dictionary, in search mode so that 人才队伍 also gives 人才 and 队伍); each word
 * weighs (1 + log of its count) × its inverse document frequency from jieba's bundled table, which does not depend on
 * what the office holds, so a case's vector is the same on either database, when written or rebuilt. Words every
 * suggestion uses (its frame: 建议, 近年来, 亟待研究解决, 一是…) are left out.
 */

/** The frame of a suggestion, proposal or motion: words that say nothing of what this one is about. */
const FRAME_WORDS = new Set(
  (
    '建议 提案 议案 关于 进一步 加强 推进 完善 优化 加快 做好 支持 规范 提升 推动 深化 统筹 工作 问题 我市 本市 全市 相关 有关 ' +
    '进行 开展 一是 二是 三是 四是 五是 六是 为此 目前 当前 存在 近年来 近年 年来 近几年 取得 积极 进展 群众 反映 较为 集中 ' +
    '亟待 研究 解决 尽快 需要 建立 健全 机制 我们 希望 各级 政府 部门 方面 情况 以及 同时 进而 从而 一些 部分 不断 切实'
  ).split(' '),
);

interface Weights {
  /** Each word's weight, in thousandths. */
  table: Map<string, number>;
  /** The weight of a word the table does not know: the table's median, as jieba's own keyword extraction uses. */
  unknown: number;
}

let jieba: Jieba | undefined;
let weights: Weights | undefined;

const NEWLINE = 0x0a;
const SPACE = 0x20;
/** Weights are kept in thousandths: small integers, which a Map holds without a boxed number each. */
const SCALE = 1000;

/**
 * jieba's table of word weights ("word idf" a line), read line by line from its bytes: reading it as one string cut
 * into lines held the whole table three times over while the server started (the table has 350,000 words).
 */
function loadWeights(): Weights {
  const bytes = Buffer.from(idf.buffer, idf.byteOffset, idf.byteLength);
  const table = new Map<string, number>();
  for (let start = 0; start < bytes.length;) {
    const end = bytes.indexOf(NEWLINE, start);
    const lineEnd = end === -1 ? bytes.length : end;
    const space = bytes.lastIndexOf(SPACE, lineEnd);
    if (space > start)
      table.set(bytes.toString('utf8', start, space), Math.round(Number(bytes.toString('latin1', space + 1, lineEnd)) * SCALE));
    start = lineEnd + 1;
  }
  const sorted = [...table.values()].sort((a, b) => a - b);
  return { table, unknown: (sorted[Math.floor(sorted.length / 2)] ?? SCALE) / SCALE };
}

/** Loads the dictionary and the weights (about half a second, once per process). */
function tools(): { cutter: Jieba; weights: Weights } {
  jieba ??= Jieba.withDict(dict);
  weights ??= loadWeights();
  return { cutter: jieba, weights };
}

/** The text's words that can say what it is about: two characters or more, with a letter or digit, not frame. */
function caseWords(text: string): string[] {
  const { cutter } = tools();
  return cutter
    .cutForSearch(text.normalize('NFKC').toLowerCase(), true)
    .map((word) => word.trim())
    .filter((word) => [...word].length >= 2 && /[\p{L}\p{N}]/u.test(word) && !FRAME_WORDS.has(word));
}

/** The text's TF-IDF vector, of length 1 (empty for a text with no telling word). */
export function termVector(text: string): TermVector {
  const { table, unknown } = tools().weights;
  const counts = new Map<string, number>();
  for (const word of caseWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const vector = new Map<string, number>();
  let squares = 0;
  for (const [word, count] of counts) {
    const known = table.get(word);
    const weight = (1 + Math.log(count)) * (known === undefined ? unknown : known / SCALE);
    vector.set(word, weight);
    squares += weight * weight;
  }
  const length = Math.sqrt(squares);
  for (const [word, weight] of vector) vector.set(word, weight / length);
  return vector;
}

/** How many of a case's words stand for its text in the index: its heaviest. */
const INDEXED_TERMS = 24;

/** The heaviest words of a vector, heaviest first (ties: in code-point order, so every run picks the same). */
export function leadingTerms(vector: TermVector, count = INDEXED_TERMS): string[] {
  return [...vector]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, count)
    .map(([word]) => word);
}
