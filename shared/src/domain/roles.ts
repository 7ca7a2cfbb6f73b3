import type { Language } from '../api/languages';

/** Role codes of the spec's level helper and the demo roles. */
export const ROLE_CODES = {
  admin: '22',
  leader: '28',
  npcStaff: '23',
  cppccStaff: '24',
  unitLead: '25',
  unitClerk: '26',
  deputy: '19',
  member: '21',
} as const;

export type RoleLevel = 0 | 1 | 2 | 3 | 4 | 5;

/** Levels of the spec's helper: the highest that any code in the list reaches. */
export const ROLE_LEVELS = {
  SYSTEM_ADMIN: 5,
  OFFICE_LEADER: 4,
  OFFICE_STAFF: 3,
  UNIT_STAFF: 2,
  SUBMITTER: 1,
  NONE: 0,
} as const satisfies Record<string, RoleLevel>;

const LEVEL_BY_CODE: Record<string, RoleLevel> = {
  '22': 5,
  '28': 4,
  '23': 3,
  '24': 3,
  '25': 2,
  '26': 2,
  '19': 1,
  '21': 1,
};

/**
 * Maps a list of role codes (numbers, strings, or a comma-separated string) to the level 0–5 of the
 * spec's helper: 22 → 5, 28 → 4, 23/24 → 3, 25/26 → 2, 19/21 → 1, otherwise 0.
 */
export function roleLevel(codes: ReadonlyArray<string | number> | string | null | undefined): RoleLevel {
  if (codes == null) return 0;
  const list = typeof codes === 'string' ? codes.split(',') : codes;
  let level: RoleLevel = 0;
  for (const code of list) {
    const found = LEVEL_BY_CODE[String(code).trim()] ?? 0;
    if (found > level) level = found;
  }
  return level;
}

/** The role name the front end checks for the settings area. */
export const ADMIN_ROLE = 'admin';

/** The fixed roles' titles in both languages, by role name: the Chinese ones are those migration 004 writes. */
export const FIXED_ROLE_TITLES: Readonly<Record<keyof typeof ROLE_CODES, { zh: string; en: string }>> = {
  admin: { zh: '系统管理员', en: 'System administrator' },
  leader: { zh: '办公室领导', en: 'Office leader' },
  npcStaff: { zh: '人大工作人员', en: 'NPC office staff' },
  cppccStaff: { zh: '政协工作人员', en: 'CPPCC office staff' },
  unitLead: { zh: '承办单位负责人', en: 'Handling-unit head' },
  unitClerk: { zh: '承办单位经办人', en: 'Handling-unit clerk' },
  deputy: { zh: '人大代表', en: 'NPC deputy' },
  member: { zh: '政协委员', en: 'CPPCC member' },
};

/**
 * A role's title for a reader: a fixed role (found by its code or its name) that still has its own Chinese
 * title shows it in the reader's language; any other role, and a fixed role an administrator retitled, keeps
 * the title it was given.
 */
export function roleTitleIn(role: { code: string; name: string; title: string }, lang: Language): string {
  if (lang === 'zh') return role.title;
  const fixed = (Object.keys(FIXED_ROLE_TITLES) as Array<keyof typeof ROLE_CODES>).find(
    (name) => (name === role.name || ROLE_CODES[name] === role.code) && FIXED_ROLE_TITLES[name].zh === role.title,
  );
  return fixed ? FIXED_ROLE_TITLES[fixed][lang] : role.title;
}
