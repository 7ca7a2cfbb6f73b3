import type { MemberOptions } from '@proposal-desk/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { delegateFilterFields, memberBody } from './delegate-filters';

const group = (value: number, label: string, body: 'NPC' | 'CPPCC') => ({ value, label, body, kind: 'delegation', type: 1 });
const session = (value: number, label: string, body: 'NPC' | 'CPPCC') => ({ value, label, body, isCurrent: true });
const options: MemberOptions = {
  delegations: [group(1, '第一代表团', 'NPC'), group(9, '民革', 'CPPCC')],
  sessions: [session(3, '十六届三次', 'NPC'), session(4, '政协十四届三次', 'CPPCC')],
  backgrounds: [],
  types: [],
};

describe('delegate list filters', () => {
  it('sends only the filled filter fields, with the sort', () => {
    expect(memberBody({ filters: { Staff_Name: '', DLG_ID: 1, BackGround: undefined } })).toEqual({ DLG_ID: 1 });
    expect(memberBody({ filters: { Staff_Name: '张' }, sort: { field: 'create_Time', order: 'desc' } })).toEqual({
      Staff_Name: '张',
      sortField: 'create_Time',
      sortOrder: 'desc',
    });
  });

  it('offers the groups of the chosen session’s body, and the sessions of the chosen group’s', () => {
    const fields = delegateFilterFields(((key: string) => key) as unknown as TFunction, options, false);
    const optionsOf = (name: string, current: object) => {
      const field = fields.find((f) => f.name === name);
      return field?.kind === 'select' && typeof field.options === 'function' ? field.options(current).map((o) => o.label) : [];
    };
    expect(optionsOf('DLG_ID', {})).toEqual(['第一代表团', '民革']);
    expect(optionsOf('DLG_ID', { SPV_ID: 4 })).toEqual(['民革']);
    expect(optionsOf('SPV_ID', { DLG_ID: 1 })).toEqual(['十六届三次']);
  });
});
