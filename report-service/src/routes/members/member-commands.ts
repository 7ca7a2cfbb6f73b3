import {
  type Language,
  LOG_MODULES,
  type MemberImportMode,
  type MemberImportReport,
  type MemberProfile,
  memberTypeForBody,
  type TMemberProfileBody,
  type TMemberUpdateBody,
} from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/context';
import type { Database } from '../../db/schema';
import { badRequest, DomainError } from '../../errors';
import type { Actor } from '../../lib/activity-log';
import { importDecision } from '../../lib/import-rows';
import { type LoggedWrite, writeAndLog, type Db } from '../../lib/write-and-log';
import {
  assertBodyWritable,
  bodyOfPlacement,
  findStaffEditableProfile,
  loadStaffEditableProfile,
  refusalFor,
  resolvePlacement,
} from './member-access';
import { checkImportRows } from './member-import';
import type { MemberSheetRows } from './member-import-sheet';
import { isMemberInUse } from './member-queries';

type PersonalFields = Pick<TMemberProfileBody, 'BackGround' | 'Address' | 'Mobile' | 'Native_place' | 'Remark'>;

const personalColumns = (body: PersonalFields) => ({
  background: body.BackGround,
  address: body.Address,
  mobile: body.Mobile,
  native_place: body.Native_place,
  remark: body.Remark,
});

/** Inserts a profile into a group and session of the caller's scope; the type follows the group's body unless given. */
async function insertMember(db: Kysely<Database>, caller: AuthContext, body: TMemberProfileBody): Promise<number> {
  const placement = await resolvePlacement(db, body.DLG_ID, body.SPV_ID);
  const memberBody = bodyOfPlacement(placement);
  if (memberBody) assertBodyWritable(caller, memberBody);
  const row = await db
    .insertInto('member_terms')
    .values({
      staff_name: body.Staff_Name,
      case_id: body.Case_ID,
      dlg_id: body.DLG_ID,
      spv_id: body.SPV_ID,
      type: body.Type ?? (memberBody ? memberTypeForBody(memberBody) : 1),
      operator: caller.staffName,
      create_time: new Date(),
      ...personalColumns(body),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface PlacementChange {
  DLG_ID?: number | undefined;
  SPV_ID?: number | undefined;
  Type?: number | undefined;
}

/**
 * The group, session and type after a move; the new place must be in the caller's scope. Moving to the
 * other body changes the type with it unless a type is given.
 */
async function movedPlacement(db: Kysely<Database>, caller: AuthContext, current: MemberProfile, change: PlacementChange) {
  const dlgId = change.DLG_ID ?? current.dlG_ID;
  const spvId = change.SPV_ID ?? current.spV_ID;
  if (dlgId === current.dlG_ID && spvId === current.spV_ID) return { dlg_id: dlgId, spv_id: spvId, type: change.Type ?? current.type };
  const [before, after] = await Promise.all([
    // An inconsistent old placement (refused as a 400) must not block moving the person out of it; a database error must.
    resolvePlacement(db, current.dlG_ID, current.spV_ID).catch((err: unknown) => {
      if (err instanceof DomainError) return null;
      throw err;
    }),
    resolvePlacement(db, dlgId, spvId),
  ]);
  const newBody = bodyOfPlacement(after);
  if (newBody) assertBodyWritable(caller, newBody);
  const bodyChanged = newBody !== null && (before === null || bodyOfPlacement(before) !== newBody);
  const type = change.Type ?? (bodyChanged && newBody ? memberTypeForBody(newBody) : current.type);
  return { dlg_id: dlgId, spv_id: spvId, type };
}

/** Staff edit of a profile in their scope: every field. */
async function updateMemberAsStaff(
  db: Kysely<Database>,
  caller: AuthContext,
  current: MemberProfile,
  body: TMemberUpdateBody,
): Promise<void> {
  const placement = await movedPlacement(db, caller, current, body);
  await db
    .updateTable('member_terms')
    .set({
      ...(body.Staff_Name === undefined ? {} : { staff_name: body.Staff_Name }),
      ...(body.Case_ID === undefined ? {} : { case_id: body.Case_ID }),
      ...placement,
      ...personalColumns(body),
    })
    .where('id', '=', current.hR_ID)
    .execute();
}

/** A person's edit of their own profile (the personal-centre form): contact fields only, the rest is ignored. */
async function updateOwnProfile(db: Kysely<Database>, id: number, body: PersonalFields): Promise<void> {
  await db.updateTable('member_terms').set(personalColumns(body)).where('id', '=', id).execute();
}

/** Adds a profile (office staff, within their scope); answers its id. */
export function addMember(db: Db, actor: Actor, caller: AuthContext, body: TMemberProfileBody): Promise<number> {
  return writeAndLog(db, actor, LOG_MODULES.member, async (trx) => {
    const id = await insertMember(trx, caller, body);
    return { result: id, description: { key: 'log.member.added', params: { name: body.Staff_Name, id } } };
  });
}

/** Updates a profile: office staff any field of one in their scope, anyone else the contact fields of their own. */
export function updateMember(db: Db, actor: Actor, caller: AuthContext, body: TMemberUpdateBody): Promise<void> {
  return writeAndLog(db, actor, LOG_MODULES.member, async (trx): Promise<LoggedWrite<void>> => {
    const asStaff = await findStaffEditableProfile(trx, caller, body.ID);
    if (asStaff) {
      await updateMemberAsStaff(trx, caller, asStaff, body);
      return {
        result: undefined,
        description: { key: 'log.member.updated', params: { name: body.Staff_Name ?? asStaff.staff_Name, id: body.ID } },
      };
    }
    if (body.ID !== caller.hrId) throw await refusalFor(trx, caller, body.ID);
    await updateOwnProfile(trx, body.ID, body);
    return { result: undefined, description: { key: 'log.member.ownProfile', params: { name: caller.staffName } } };
  });
}

/** `ChangeNpc`: moves a profile in the caller's scope to another group, session or type. */
export function changeMember(db: Db, actor: Actor, caller: AuthContext, change: PlacementChange & { ID: number }): Promise<void> {
  return writeAndLog(db, actor, LOG_MODULES.member, async (trx) => {
    const current = await loadStaffEditableProfile(trx, caller, change.ID);
    if (change.DLG_ID === undefined && change.SPV_ID === undefined && change.Type === undefined) throw badRequest('member.nothingToChange');
    const placement = await movedPlacement(trx, caller, current, change);
    await trx.updateTable('member_terms').set(placement).where('id', '=', current.hR_ID).execute();
    return { result: undefined, description: { key: 'log.member.moved', params: { name: current.staff_Name, id: change.ID } } };
  });
}

/** Deletes a profile in the caller's scope that nothing refers to. */
export function deleteMember(db: Db, actor: Actor, caller: AuthContext, id: number): Promise<void> {
  return writeAndLog(db, actor, LOG_MODULES.member, async (trx) => {
    const current = await loadStaffEditableProfile(trx, caller, id);
    if (await isMemberInUse(trx, id)) throw badRequest('member.inUse');
    await trx.deleteFrom('member_terms').where('id', '=', id).execute();
    return { result: undefined, description: { key: 'log.member.deleted', params: { name: current.staff_Name, id } } };
  });
}

/**
 * `ImportNpc`: checks every row like AddNPC; mode `all` writes nothing when any row is invalid,
 * `validOnly` writes the valid rows. The rows and one entry for them commit together.
 */
export async function importMembers(
  db: Db,
  actor: Actor,
  caller: AuthContext,
  rows: MemberSheetRows,
  options: { mode: MemberImportMode; lang: Language },
): Promise<MemberImportReport> {
  const checked = await checkImportRows(db, caller, rows, options.lang);
  const { report, write } = importDecision(options.mode, rows.length, checked);
  if (!write) return report;
  await writeAndLog(db, actor, LOG_MODULES.member, async (trx) => {
    for (const { body } of checked.valid) await insertMember(trx, caller, body);
    const skipped = checked.invalidRows
      ? { zh: `，跳过有误的 ${checked.invalidRows} 行`, en: `; skipped ${checked.invalidRows} rows with errors` }
      : '';
    return { result: undefined, description: { key: 'log.member.imported', params: { count: checked.valid.length, skipped } } };
  });
  return { ...report, imported: checked.valid.length };
}
