import {
  type DepartmentNode,
  type Language,
  type RoleOption,
  roleTitleIn,
  USER_STATES,
  USER_TYPES,
  UserListQuery,
} from '@proposal-desk/shared';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption, FiltersOf } from '../../../components/list';
import { toDepartmentOptions } from './department-options';

export const USER_FILTERS = UserListQuery.pick({ keyword: true, deptId: true, roleId: true, type: true, state: true }).shape;
type UserFilters = FiltersOf<typeof USER_FILTERS>;

/** Keyword, department, role, type and state: the server filters by them. */
export function userFilterFields(
  t: TFunction,
  lang: Language,
  roles: readonly RoleOption[],
  departments: readonly DepartmentNode[],
): FilterField<UserFilters>[] {
  const label = (key: string) => t(`settingUsers.users.columns.${key}`);
  const all = t('settingUsers.all');
  const users = (key: string) => t(`settingUsers.users.${key}`);
  const select = (name: 'roleId' | 'type' | 'state', column: string, options: FilterOption[]): FilterField<UserFilters> => ({
    kind: 'select',
    name,
    label: label(column),
    placeholder: all,
    options,
  });
  return [
    { kind: 'text', name: 'keyword', label: users('keyword'), placeholder: users('keywordPlaceholder') },
    { kind: 'tree-select', name: 'deptId', label: label('department'), placeholder: all, treeData: toDepartmentOptions(departments) },
    select(
      'roleId',
      'roles',
      roles.map((role) => ({ value: role.id, label: roleTitleIn(role, lang) })),
    ),
    select('type', 'type', [
      { value: USER_TYPES.NPC, label: users('type.npc') },
      { value: USER_TYPES.CPPCC, label: users('type.cppcc') },
    ]),
    select('state', 'state', [
      { value: USER_STATES.ENABLED, label: users('state.enabled') },
      { value: USER_STATES.DISABLED, label: users('state.disabled') },
    ]),
  ];
}
