import { randomInt } from 'node:crypto';

// Look-alike characters (I, l, O, 0, 1) are left out: the password is read off a screen and typed.
const CHARACTER_SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%&*-_=+?'] as const;

const pickFrom = (set: string) => set.charAt(randomInt(set.length));

/** A random password that passes strength level 3 (every character kind, 16 characters). */
export function generateStrongPassword(length = 16): string {
  const all = CHARACTER_SETS.join('');
  const chars = CHARACTER_SETS.map(pickFrom);
  while (chars.length < length) chars.push(pickFrom(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
