import { memberTypeForBody, type MemberProfile, type TMemberProfileBody, type TMemberUpdateBody } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/context';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { assertBodyWritable, bodyOfPlacement, isMemberInUse, resolvePlacement } from './member-access';

type PersonalFields = Pick<TMemberProfileBody, 'BackGround' | 'Address' | 'Mobile' | 'Native_place' | 'Remark'>;

const personalColumns = (body: PersonalFields) => ({
  background: body.BackGround,
  address: body.Address,
  mobile: body.Mobile,
  native_place: body.Native_place,
  remark: body.Remark,
});

/** Adds a profile to a group and session of the caller's scope; the type follows the group's body unless given. */
export async function addMember(db: Kysely<Database>, caller: AuthContext, body: TMemberProfileBody): Promise<number> {
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
    // An inconsistent old placement must not block moving the person out of it.
    resolvePlacement(db, current.dlG_ID, current.spV_ID).catch(() => null),
    resolvePlacement(db, dlgId, spvId),
  ]);
  const newBody = bodyOfPlacement(after);
  if (newBody) assertBodyWritable(caller, newBody);
  const bodyChanged = newBody !== null && (before === null || bodyOfPlacement(before) !== newBody);
  const type = change.Type ?? (bodyChanged && newBody ? memberTypeForBody(newBody) : current.type);
  return { dlg_id: dlgId, spv_id: spvId, type };
}

/** Staff edit of a profile in their scope: every field. */
export async function updateMemberAsStaff(
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
export async function updateOwnProfile(db: Kysely<Database>, id: number, body: PersonalFields): Promise<void> {
  await db.updateTable('member_terms').set(personalColumns(body)).where('id', '=', id).execute();
}

/** `ChangeNpc`: moves a profile to another group, session or type. */
export async function changeMember(
  db: Kysely<Database>,
  caller: AuthContext,
  current: MemberProfile,
  change: PlacementChange,
): Promise<void> {
  if (change.DLG_ID === undefined && change.SPV_ID === undefined && change.Type === undefined) throw badRequest('member.nothingToChange');
  const placement = await movedPlacement(db, caller, current, change);
  await db.updateTable('member_terms').set(placement).where('id', '=', current.hR_ID).execute();
}

/** Deletes a profile nothing refers to. */
export async function deleteMember(db: Kysely<Database>, id: number): Promise<void> {
  if (await isMemberInUse(db, id)) throw badRequest('member.inUse');
  await db.deleteFrom('member_terms').where('id', '=', id).execute();
}
