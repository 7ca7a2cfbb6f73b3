/**
 * The page components a menu entry may name. 'Layout' is the shell of a top-level group; '' marks a
 * redirect-only entry (the wildcard, or a group that only redirects). Every other name is a view the
 * web app loads from its views area.
 */
export const KNOWN_COMPONENTS = [
  'Layout',
  '',
  'Index',
  'DelegateList',
  'ReportCenter',
  'ReportRuns',
  'ReportSchedules',
  'ActivityLog',
  'UserManagement',
  'RoleManagement',
  'DepartmentManagement',
  'MenuManagement',
  'StaffManagement',
] as const;

export type KnownComponent = (typeof KNOWN_COMPONENTS)[number];

/** The component of a top-level menu entry that has children. */
export const LAYOUT_COMPONENT = 'Layout';

/** Whether a component name is one the web app knows. */
export function isKnownComponent(name: string): name is KnownComponent {
  return (KNOWN_COMPONENTS as readonly string[]).includes(name);
}
