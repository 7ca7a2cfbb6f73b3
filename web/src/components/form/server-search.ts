import type { ReactNode } from 'react';

/**
 * The option filter of a select searched on the server. While the options shown answer an earlier text (the
 * search waits for typing to pause, then for the server), only those whose label holds the typed text show, so
 * the list is already what the answer will be and does not move under the pointer between pressing and releasing
 * the button on an option; the answer to the typed text shows as the server gave it.
 */
export function filterWhileSearching(typed: string, term: string, showsEarlierAnswer: boolean) {
  if (typed.trim() === term && !showsEarlierAnswer) return false;
  return (input: string, option?: { label?: ReactNode }) =>
    String(option?.label ?? '')
      .toLowerCase()
      .includes(input.trim().toLowerCase());
}
