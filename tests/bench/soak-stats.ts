// The soak's tally: every request's kind, outcome and time; percentiles per kind; a markdown table.

/** An HTTP status, or what went wrong before one could be judged. */
export type Outcome = number | 'error' | 'bad body';

interface KindTally {
  outcomes: Map<Outcome, number>;
  /** Latencies (ms) of the 2xx answers of the measured phase, after the warm-up. */
  latencies: number[];
}

export interface Problem {
  kind: string;
  outcome: Outcome;
  detail: string;
}

const PROBLEMS_KEPT = 20;

export class SoakStats {
  /** Latencies are kept once the warm-up is over. */
  measuring = false;
  private readonly kinds = new Map<string, KindTally>();
  readonly problems: Problem[] = [];

  record(kind: string, outcome: Outcome, ms: number, detail?: string): void {
    let tally = this.kinds.get(kind);
    if (!tally) {
      tally = { outcomes: new Map(), latencies: [] };
      this.kinds.set(kind, tally);
    }
    tally.outcomes.set(outcome, (tally.outcomes.get(outcome) ?? 0) + 1);
    if (this.measuring && typeof outcome === 'number' && outcome < 300) tally.latencies.push(ms);
    const serious = typeof outcome !== 'number' || outcome >= 500;
    if (serious && this.problems.length < PROBLEMS_KEPT) this.problems.push({ kind, outcome, detail: detail ?? '' });
  }

  /** Requests by outcome over every kind and both phases. */
  totals(): Map<Outcome, number> {
    const all = new Map<Outcome, number>();
    for (const tally of this.kinds.values()) for (const [outcome, n] of tally.outcomes) all.set(outcome, (all.get(outcome) ?? 0) + n);
    return all;
  }

  /** 5xx answers, connection errors and timeouts, and 2xx answers whose body was not the file or envelope asked for. */
  failures(): number {
    let n = 0;
    for (const [outcome, count] of this.totals()) if (typeof outcome !== 'number' || outcome >= 500) n += count;
    return n;
  }

  kindTable(): string {
    const rows = [...this.kinds].map(([kind, tally]) => {
      const total = [...tally.outcomes.values()].reduce((a, b) => a + b, 0);
      const sorted = [...tally.latencies].sort((a, b) => a - b);
      return `| ${kind} | ${total} | ${outcomeList(tally.outcomes)} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.99))} |`;
    });
    return ['| kind | requests | by status | p50 (2xx) | p99 (2xx) |', '|---|---:|---|---:|---:|', ...rows].join('\n');
  }
}

export function outcomeList(outcomes: Map<Outcome, number>): string {
  const order = (o: Outcome) => (typeof o === 'number' ? o : 1000);
  return [...outcomes]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([outcome, n]) => `${outcome} × ${n}`)
    .join(', ');
}

/** Nearest-rank percentile of sorted values; undefined when there are none. */
export function percentile(sorted: number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`);
