import type { BodyCode, OfficeBodyHome } from '@proposal-desk/shared';

/** How long a body's office figures are kept while the data stays the same: the overdue ones move with the clock. */
export const OFFICE_HOME_TTL_MS = 60_000;

/** A body's office figures, and when they were counted. */
export interface CountedFigures {
  countedAt: Date;
  figures: Promise<OfficeBodyHome>;
}

interface Entry extends CountedFigures {
  stamp: string;
}

/**
 * The office's home figures of each body, counted once per data version and at most a minute old, for
 * every office caller: an office scope is every case or one body's, so a body's figures are the same for
 * everyone who sees that body. Callers asking while they are counted share the one count; a failed count
 * is not kept. Each instance keeps its own; the data version is the database's, so no instance keeps
 * figures another has made stale.
 */
export class OfficeHomeCache {
  private readonly entries = new Map<BodyCode, Entry>();

  constructor(private readonly ttlMs = OFFICE_HOME_TTL_MS) {}

  /** The body's figures at data version `stamp`: the kept ones while fresh, else `count(now)`. */
  figures(body: BodyCode, stamp: string, now: Date, count: (now: Date) => Promise<OfficeBodyHome>): CountedFigures {
    const kept = this.entries.get(body);
    if (kept && kept.stamp === stamp && now.getTime() - kept.countedAt.getTime() < this.ttlMs) return kept;
    const entry: Entry = { stamp, countedAt: now, figures: count(now) };
    this.entries.set(body, entry);
    // The caller awaiting these figures gets their failure (and its request logs it); here they are only forgotten.
    // eslint-disable-next-line no-restricted-syntax -- see above
    entry.figures.catch(() => {
      if (this.entries.get(body) === entry) this.entries.delete(body);
    });
    return entry;
  }
}
