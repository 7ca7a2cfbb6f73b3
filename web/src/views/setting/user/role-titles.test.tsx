import type { RoleOption, UserRow } from '@proposal-desk/shared';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { automaticRunTitle } from '../../report-run/run-request';
import { userColumns } from './user-columns';
import { userFilterFields } from './user-filters';

// The fixed roles are named in the reader's language; a role an administrator made, or retitled, keeps its title.

const roles: UserRow['roles'] = [
  { id: 6, code: '26', name: 'unitClerk', title: '承办单位经办人' },
  { id: 9, code: '90', name: 'petitions', title: '信访专员' },
  { id: 1, code: '22', name: 'admin', title: '超级管理员' },
];

const user: UserRow = {
  user_ID: 7,
  username: 'unit09',
  staff_Name: '王五',
  dept_ID: null,
  dept_Name: '',
  unit_ID: null,
  unit_Name: '',
  hR_ID: null,
  type: null,
  mobile: '',
  email: '',
  state: 1,
  pwd_Status: 0,
  roles,
  last_Login: null,
  create_Time: '2026-01-01T00:00:00.000Z',
};

const noActions = { edit() {}, resetPassword() {}, toggleState() {}, remove() {}, issueLink() {} };

/** The tags of the user list's roles column, as shown. */
function roleTags(lang: 'zh' | 'en'): string[] {
  const column = userColumns(i18n.t, lang, noActions).find((c) => c.key === 'roles');
  const rendered = column?.render?.(undefined, user, 0) as ReactNode;
  const { container, unmount } = render(<>{rendered}</>);
  const tags = [...container.querySelectorAll('.ant-tag')].map((tag) => tag.textContent ?? '');
  unmount();
  return tags;
}

describe('role names in 用户管理', () => {
  it('names the fixed roles in English for an English reader and keeps the titles of the others', () => {
    expect(roleTags('en')).toEqual(['Handling-unit clerk', '信访专员', '超级管理员']);
    expect(roleTags('zh')).toEqual(['承办单位经办人', '信访专员', '超级管理员']);
  });

  it('offers the same names in the role filter', () => {
    const options: RoleOption[] = [
      { id: 5, code: '25', name: 'unitLead', title: '承办单位负责人', level: 2 },
      { id: 9, code: '90', name: 'petitions', title: '信访专员', level: 2 },
    ];
    const filter = userFilterFields(i18n.t, 'en', options, []).find((f) => f.name === 'roleId');
    const offered = filter && 'options' in filter && Array.isArray(filter.options) ? filter.options : [];
    expect(offered.map((o) => o.label)).toEqual(['Handling-unit head', '信访专员']);
    render(
      <>
        {offered.map((o) => (
          <span key={String(o.value)}>{o.label}</span>
        ))}
      </>,
    );
    expect(screen.getByText('Handling-unit head')).toBeTruthy();
  });
});

describe('the type column of 用户管理', () => {
  it('names each type, an account of no body included, in the reader’s language', () => {
    const column = userColumns(i18n.t, 'zh', noActions).find((c) => c.key === 'type');
    const shown = (type: number | null, lang: 'zh' | 'en') => {
      void i18n.changeLanguage(lang);
      return String(column?.render?.(undefined, { ...user, type }, 0));
    };
    expect([shown(null, 'zh'), shown(1, 'zh'), shown(2, 'zh')]).toEqual(['未指定', '人大', '政协']);
    expect(shown(null, 'en')).toBe('Not set');
    void i18n.changeLanguage('zh');
  });
});

describe('the automatic name of a batch run', () => {
  it('follows the reader’s language: the pack of the body, or the files of the chosen reports', () => {
    expect(automaticRunTitle({ mode: 'pack', body: 'NPC' }, 'en')).toBe('NPC report pack');
    expect(automaticRunTitle({ mode: 'pack', body: 'CPPCC' }, 'zh')).toBe('政协报表包');
    expect(automaticRunTitle({ mode: 'list', reportIds: ['a', 'b', 'c'], formats: 'both' }, 'en')).toBe('6-file report run');
    expect(automaticRunTitle({ mode: 'list', reportIds: ['a'], formats: 'pdf' }, 'zh')).toBe('报表任务（1 个文件）');
  });
});
