import { describe, expect, it } from 'vitest';
import { filterWhileSearching } from './server-search';

describe('filterWhileSearching', () => {
  const options = [{ label: '王晓燕（npc01）' }, { label: '李明（unit01）' }];
  const shown = (filter: ReturnType<typeof filterWhileSearching>, input: string) =>
    filter === false ? options : options.filter((option) => filter(input, option));

  it('narrows an earlier answer to the options whose label holds the typed text', () => {
    expect(shown(filterWhileSearching('NPC01', '', false), 'NPC01')).toEqual([{ label: '王晓燕（npc01）' }]);
    expect(shown(filterWhileSearching('npc01', 'npc01', true), 'npc01')).toEqual([{ label: '王晓燕（npc01）' }]);
  });

  it('shows the answer to the typed text as the server gave it', () => {
    expect(filterWhileSearching(' npc01 ', 'npc01', false)).toBe(false);
    expect(filterWhileSearching('', '', false)).toBe(false);
  });
});
