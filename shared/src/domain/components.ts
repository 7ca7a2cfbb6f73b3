/**
 * The views a menu entry can open, by component name. A new page adds its name here: the web's view
 * registry must then map it (the compiler asks), and a migration adds its menu entry.
 */
export const VIEW_NAMES = [
  'Index',
  'DelegateList',
  'ReportCenter',
  'ReportRuns',
  'FigureAssignments',
  'ReportSchedules',
  'ActivityLog',
  'UserManagement',
  'RoleManagement',
  'DepartmentManagement',
  'MenuManagement',
  'StaffManagement',
  'Holidays',
  'HandlingSettings',
  'CaseRegister',
  'CaseFile',
  'UnitAssignments',
  'MyCases',
  'Commitments',
] as const;

export type ViewName = (typeof VIEW_NAMES)[number];

/**
 * The page components a menu entry may name. 'Layout' is the shell of a top-level group; '' marks a
 * redirect-only entry (the wildcard, or a group that only redirects). Every other name is a view.
 */
export const KNOWN_COMPONENTS = ['Layout', '', ...VIEW_NAMES] as const;

export type KnownComponent = (typeof KNOWN_COMPONENTS)[number];

/** The component of a top-level menu entry that has children. */
export const LAYOUT_COMPONENT = 'Layout';

/** Whether a component name is one the web app knows. */
export function isKnownComponent(name: string): name is KnownComponent {
  return (KNOWN_COMPONENTS as readonly string[]).includes(name);
}
