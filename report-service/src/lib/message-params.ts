import type { MessageParam } from '@proposal-desk/shared';
import { wellFormed } from '../db/log-chain/chain-hash';

/**
 * A stored message's parameters as JSON for a jsonb column, each text as the database keeps text (a lone
 * UTF-16 surrogate, which jsonb refuses, becomes U+FFFD as it does in a text column).
 */
export function paramsJson(params: Readonly<Record<string, MessageParam>> = {}): string {
  const stored = (value: MessageParam): MessageParam =>
    typeof value === 'string'
      ? wellFormed(value)
      : typeof value === 'number'
        ? value
        : { zh: wellFormed(value.zh), en: wellFormed(value.en) };
  return JSON.stringify(Object.fromEntries(Object.entries(params).map(([name, value]) => [name, stored(value)])));
}
