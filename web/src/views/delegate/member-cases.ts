import { type BodyCode, type MemberOptions, type MemberProfile, type RouteItem } from '@proposal-desk/shared';
import { resolvePath } from '../../layouts/menu-rules';
import { bodyOfPath } from '../case/shared/case-options';

/** The case register's view, one route per body (建议管理 /npc/…, 提案管理 /cppcc/…). */
const REGISTER_VIEW = 'CaseRegister';

/** Where the user's routes (already cut to their roles) hold each body's case register; a register they lack is missing. */
export function registerPaths(routes: readonly RouteItem[]): Partial<Record<BodyCode, string>> {
  const paths: Partial<Record<BodyCode, string>> = {};
  const walk = (list: readonly RouteItem[], base: string) => {
    for (const route of list) {
      const path = resolvePath(base, route.path);
      if (route.children.length > 0) walk(route.children, path);
      else if (route.component === REGISTER_VIEW) paths[bodyOfPath(path)] ??= path;
    }
  };
  walk(routes, '');
  return paths;
}

/** The body a deputy or member submits to: their session's, else their type's (1 NPC deputy, 2 CPPCC member). */
export function memberBodyOf(person: Pick<MemberProfile, 'spV_ID' | 'type'>, options: MemberOptions): BodyCode | null {
  const session = options.sessions.find((s) => s.value === person.spV_ID);
  if (session) return session.body;
  return person.type === 1 ? 'NPC' : person.type === 2 ? 'CPPCC' : null;
}

/**
 * The register of the person's body filtered to the cases they lead (its `memberId` filter, kept in the
 * URL), or null when the user cannot open that register or the person's body is unknown.
 */
export function memberCasesLink(
  person: Pick<MemberProfile, 'hR_ID' | 'spV_ID' | 'type'>,
  options: MemberOptions,
  paths: Partial<Record<BodyCode, string>>,
): { body: BodyCode; link: string } | null {
  const body = memberBodyOf(person, options);
  const path = body ? paths[body] : undefined;
  return body && path ? { body, link: `${path}?${new URLSearchParams({ memberId: String(person.hR_ID) }).toString()}` } : null;
}
