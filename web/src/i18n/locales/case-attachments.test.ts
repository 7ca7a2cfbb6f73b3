import { CASE_ATTACHMENT_STAGES } from '@proposal-desk/shared';
import { describe, expect, it } from 'vitest';
import { caseAttachments } from './case-attachments';

describe('the case-attachments locale', () => {
  it('has the same nested keys in zh and en, and a label for every stage', () => {
    const paths = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? paths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(paths(caseAttachments.en).sort()).toEqual(paths(caseAttachments.zh).sort());
    expect(Object.keys(caseAttachments.zh.stages).sort()).toEqual([...CASE_ATTACHMENT_STAGES].sort());
  });
});
