import { FIXED_ROLE_TITLES, ROLE_CODES, roleTitleIn } from '@proposal-desk/shared';
import { FIXED_ROLES } from './004-menus-and-roles';

// The English names of the fixed roles (shared/domain/roles) name the roles migration 004 writes.

describe('the fixed roles’ titles', () => {
  it('are those migration 004 gives each fixed role, with an English name', () => {
    expect(Object.fromEntries(FIXED_ROLES.map((role) => [role.name, role.title]))).toEqual(
      Object.fromEntries(Object.entries(FIXED_ROLE_TITLES).map(([name, title]) => [name, title.zh])),
    );
  });

  it('name a fixed role in the reader’s language, and leave a role an administrator made or retitled as titled', () => {
    for (const role of FIXED_ROLES) {
      const row = { code: ROLE_CODES[role.name], name: role.name, title: role.title };
      expect(roleTitleIn(row, 'en')).toBe(FIXED_ROLE_TITLES[role.name].en);
      expect(roleTitleIn(row, 'zh')).toBe(role.title);
    }
    expect(roleTitleIn({ code: '26', name: 'renamedClerk', title: '承办单位经办人' }, 'en')).toBe('Handling-unit clerk');
    expect(roleTitleIn({ code: '26', name: 'unitClerk', title: '经办人员' }, 'en')).toBe('经办人员');
    expect(roleTitleIn({ code: '90', name: 'petitions', title: '政协委员' }, 'en')).toBe('政协委员');
  });
});
