import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits until each message shows, under its field or as a toast (a large form takes jsdom a few seconds). */
export async function expectMessages(texts: readonly string[]): Promise<void> {
  for (const text of texts) expect(await screen.findByText(text, undefined, { timeout: 10_000 })).toBeTruthy();
}
