import { CASE_PROPERTIES } from '../../domain/enums';
import { BODY_PROPERTIES, isPropertyOfBody } from './properties';

describe('the properties of each body', () => {
  it('gives the NPC no 重点提案, which is the CPPCC’s own', () => {
    expect(BODY_PROPERTIES.NPC).toEqual(['CURRENT', 'REPEATED', 'SUPERVISED']);
    expect(isPropertyOfBody('NPC', 'KEY_PROPOSAL')).toBe(false);
    expect(isPropertyOfBody('CPPCC', 'KEY_PROPOSAL')).toBe(true);
  });

  it('uses only known property codes, and every code belongs to some body', () => {
    const known = CASE_PROPERTIES.map((p) => p.value as string);
    const used = new Set([...BODY_PROPERTIES.NPC, ...BODY_PROPERTIES.CPPCC]);
    expect([...used].sort()).toEqual([...known].sort());
  });
});
