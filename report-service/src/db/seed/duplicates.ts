import type { CaseStatus } from '@proposal-desk/shared/src/domain/enums';
import type { ReviewOutcome } from './cases';
import type { NumberedCase } from './handling-types';
import type { CaseText } from './lists/texts';
import type { Random } from './random';

/**
 * The real duplicates of the demo office, beside its many cases that only share a topic: a case re-submitted from
 * the previous session (its text retold), a case split off another (half of its text), and a merged case (并案)
 * whose text is its main case's matter retold. 查重's bench measures the 疑似重复 flag against this list.
 */
export type DuplicateKind = 'RESUBMITTED' | 'SPLIT' | 'MERGED';

export interface SeededDuplicate {
  id: number;
  /** The case it repeats. */
  of: number;
  kind: DuplicateKind;
}

const PER_BODY = { RESUBMITTED: 15, SPLIT: 10 } as const;
/** Cases that are no open submission to repeat or be repeated: drafts, withdrawn and merged ones. */
const NOT_REPEATED: readonly CaseStatus[] = ['DRAFT', 'WITHDRAWN', 'MERGED'];

interface TextParts {
  intro: string;
  findings: string[];
  proposals: string[];
}

const ORDINALS = ['一', '二', '三', '四', '五', '六'];

/** The parts of a text `buildCaseText` wrote: "intro。finding；finding。为此建议：一是…；二是…。". */
function partsOf(text: CaseText): TextParts {
  const [before = '', after = ''] = text.content.split('为此建议：');
  const [intro = '', rest = ''] = before.split(/(?<=亟待研究解决。)/u);
  return {
    intro,
    findings: rest.replace(/。$/u, '').split('；').filter(Boolean),
    proposals: after
      .replace(/。$/u, '')
      .split('；')
      .map((proposal) => proposal.replace(/^[一二三四五六]是/u, '')),
  };
}

function textOf(parts: TextParts): CaseText {
  const reason = `${parts.intro}${parts.findings.length > 0 ? `${parts.findings.join('；')}。` : ''}`;
  const solution = `${parts.proposals.map((proposal, i) => `${ORDINALS[i] ?? ''}是${proposal}`).join('；')}。`;
  return { content: `${reason}为此建议：${solution}`, reason, solution };
}

/** The same matter told again: findings and proposals in another order, the opening reworded. */
function retold(text: CaseText): CaseText {
  const parts = partsOf(text);
  const swapPairs = (items: string[]) => items.flatMap((_, i) => (i % 2 === 0 ? items.slice(i, i + 2).reverse() : []));
  return textOf({
    intro: parts.intro.replace('近年来', '近几年').replace('亟待研究解决', '需要尽快研究解决'),
    findings: [...parts.findings].reverse(),
    proposals: swapPairs(parts.proposals),
  });
}

/** Half of the matter: the case's findings and its first two proposals, without the opening. */
function halved(text: CaseText): CaseText {
  const parts = partsOf(text);
  return textOf({ intro: '', findings: parts.findings, proposals: parts.proposals.slice(0, 2) });
}

/**
 * Writes the duplicates into the stories (texts only, so no other part of the demo office changes) and lists them.
 * Merged cases follow their main case; in each body, cases of the current session re-submit a previous case of
 * their topic or take half of an earlier current case of their topic.
 */
export function seedDuplicates(
  rng: Random,
  cases: readonly NumberedCase[],
  reviews: ReadonlyMap<number, ReviewOutcome>,
): SeededDuplicate[] {
  const byId = new Map(cases.map((kase) => [kase.id, kase]));
  const seeded: SeededDuplicate[] = [];
  const used = new Set<number>();
  for (const kase of cases) {
    const main = byId.get(reviews.get(kase.id)?.mergedIntoId ?? 0);
    if (!main) continue;
    kase.story.text = retold(main.story.text);
    seeded.push({ id: kase.id, of: main.id, kind: 'MERGED' });
    used.add(kase.id).add(main.id);
  }
  for (const body of ['NPC', 'CPPCC'] as const) {
    const open = cases.filter((kase) => kase.story.body === body && !NOT_REPEATED.includes(kase.story.status) && !used.has(kase.id));
    const previous = open.filter((kase) => !kase.story.session.isCurrent);
    const current = rng.shuffle(open.filter((kase) => kase.story.session.isCurrent && kase.story.kind !== 'MOTION'));
    const pick = (kind: DuplicateKind, from: readonly NumberedCase[], count: number, tell: (text: CaseText) => CaseText) => {
      for (const later of current) {
        if (seeded.filter((d) => d.kind === kind && byId.get(d.id)?.story.body === body).length >= count) return;
        if (used.has(later.id)) continue;
        const earlier = from.find((kase) => kase.id < later.id && kase.story.topic === later.story.topic && !used.has(kase.id));
        if (!earlier) continue;
        later.story.text = tell(earlier.story.text);
        seeded.push({ id: later.id, of: earlier.id, kind });
        used.add(later.id).add(earlier.id);
      }
    };
    pick('RESUBMITTED', previous, PER_BODY.RESUBMITTED, retold);
    pick('SPLIT', current, PER_BODY.SPLIT, halved);
  }
  return seeded;
}

/**
 * The seeded duplicates as matters: two cases are the same matter when a chain of seeded pairs joins them (a merged
 * case and its main, a re-submission of either). Maps each case in a pair to its matter's first case.
 */
export function duplicateMatters(duplicates: readonly SeededDuplicate[]): Map<number, number> {
  const parent = new Map<number, number>();
  const find = (id: number): number => {
    const up = parent.get(id) ?? id;
    if (up === id) return id;
    const root = find(up);
    parent.set(id, root);
    return root;
  };
  for (const { id, of } of duplicates) {
    const [a, b] = [find(id), find(of)];
    if (a !== b) parent.set(Math.max(a, b), Math.min(a, b));
  }
  return new Map(duplicates.flatMap(({ id, of }) => [[id, find(id)] as const, [of, find(of)] as const]));
}
