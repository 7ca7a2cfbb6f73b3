/**
 * A small seeded pseudo-random generator (mulberry32) so the demo data is the same on every run.
 * Math.random is never used by the seed.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** An independent stream for one part of the seed, so changing one part leaves the others as they were. */
  fork(label: string): Random {
    let hash = this.state ^ 0x9e3779b9;
    for (let i = 0; i < label.length; i += 1) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
    return new Random(hash >>> 0);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks a value with probability proportional to its weight. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    if (entries.length === 0 || total <= 0) throw new Error('Random.weighted: no positive weight');
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** Up to `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  /** A moment uniformly between two instants. */
  dateBetween(from: Date, to: Date): Date {
    return new Date(from.getTime() + Math.floor(this.next() * (to.getTime() - from.getTime())));
  }
}

/**
 * Splits `total` into whole counts proportional to the weights (largest remainder), so quotas are
 * exact. Every value gets at least one when `total` allows it.
 */
export function allocate<T>(total: number, weights: ReadonlyArray<readonly [T, number]>): Array<[T, number]> {
  const sum = weights.reduce((s, [, w]) => s + w, 0);
  const minimum = total >= weights.length ? 1 : 0;
  const shares = weights.map(([value, weight]) => {
    const exact = (total * weight) / sum;
    return { value, count: Math.max(minimum, Math.floor(exact)), remainder: exact - Math.floor(exact) };
  });
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder);
  let left = total - shares.reduce((s, share) => s + share.count, 0);
  for (let i = 0; left > 0; i += 1, left -= 1) (byRemainder[i % byRemainder.length] as { count: number }).count += 1;
  // The minimum of one may overshoot: take the excess back from the largest counts.
  while (left < 0) {
    const largest = shares.reduce((a, b) => (b.count > a.count ? b : a));
    largest.count -= 1;
    left += 1;
  }
  return shares.map((share) => [share.value, share.count]);
}
