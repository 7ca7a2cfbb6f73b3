import { LOG_MODULES, type DepartmentAddBody, type DepartmentUpdateBody, type SavedDepartment } from '@proposal-desk/shared';
import type { z } from 'zod';
import { badRequest, notFound } from '../../errors';
import type { Actor } from '../../lib/activity-log';
import { type BothLanguages, joinChanges } from '../../lib/describe-changes';
import { isInSubtree } from '../../lib/tree';
import { writeAndLog, type Db } from '../../lib/write-and-log';
import {
  assertNameFree,
  findDepartment,
  findDepartmentLinks,
  findParentName,
  isDepartmentInUse,
  nextSortUnder,
} from './department-queries';

const DEPARTMENT_COLUMNS = ['id', 'parent_id', 'name', 'sort'] as const;

/** A parent as the log names it: its name, or 顶级 / top level for none. */
const parentLabel = (parentId: number | null, name: string): BothLanguages =>
  parentId === null ? { zh: name, en: 'top level' } : { zh: name, en: name };
const presentSaved = (row: { id: number; parent_id: number | null; name: string; sort: number }): SavedDepartment => ({
  id: row.id,
  parent_ID: row.parent_id,
  name: row.name,
  sort: row.sort,
});

/** Adds a department at the top or under a parent, last among its siblings unless a sort is given. */
export function addDepartment(db: Db, actor: Actor, body: z.output<typeof DepartmentAddBody>): Promise<SavedDepartment> {
  return writeAndLog(db, actor, LOG_MODULES.department, async (trx) => {
    const parentId = body.parent_ID ?? null;
    const parentName = await findParentName(trx, parentId);
    await assertNameFree(trx, body.name, parentId);
    const sort = body.sort ?? (await nextSortUnder(trx, parentId));
    const row = await trx
      .insertInto('departments')
      .values({ name: body.name, parent_id: parentId, sort })
      .returning(DEPARTMENT_COLUMNS)
      .executeTakeFirstOrThrow();
    return {
      result: presentSaved(row),
      description: { key: 'log.department.added', params: { name: body.name, parent: parentLabel(parentId, parentName) } },
    };
  });
}

/** Renames, moves (never under itself) or re-sorts a department; a field left out is kept. */
export function updateDepartment(db: Db, actor: Actor, body: z.output<typeof DepartmentUpdateBody>): Promise<SavedDepartment> {
  return writeAndLog(db, actor, LOG_MODULES.department, async (trx) => {
    const current = await findDepartment(trx, body.id);
    if (!current) throw notFound('department.notFound');
    const parentId = body.parent_ID === undefined ? current.parent_id : body.parent_ID;
    const name = body.name ?? current.name;
    const changes: BothLanguages[] = [];
    if (parentId !== current.parent_id) {
      const parentName = await findParentName(trx, parentId);
      if (parentId !== null && isInSubtree(await findDepartmentLinks(trx), current.id, parentId)) throw badRequest('department.cycle');
      const parent = parentLabel(parentId, parentName);
      changes.push({ zh: `移到“${parent.zh}”下`, en: `moved under “${parent.en}”` });
    }
    if (name !== current.name) changes.push({ zh: `名称改为“${name}”`, en: `renamed “${name}”` });
    if (body.sort !== undefined && body.sort !== current.sort) changes.push({ zh: `排序改为${body.sort}`, en: `order ${body.sort}` });
    await assertNameFree(trx, name, parentId, current.id);
    const row = await trx
      .updateTable('departments')
      .set({ name, parent_id: parentId, ...(body.sort === undefined ? {} : { sort: body.sort }) })
      .where('id', '=', current.id)
      .returning(DEPARTMENT_COLUMNS)
      .executeTakeFirstOrThrow();
    const what = joinChanges(changes, '，', '; ');
    return { result: presentSaved(row), description: { key: 'log.department.updated', params: { name: current.name, changes: what } } };
  });
}

/** Deletes a department nothing hangs on (no sub-departments, users or staff). */
export function deleteDepartment(db: Db, actor: Actor, id: number): Promise<void> {
  return writeAndLog(db, actor, LOG_MODULES.department, async (trx) => {
    const department = await findDepartment(trx, id);
    if (!department) throw notFound('department.notFound');
    if (await isDepartmentInUse(trx, id)) throw badRequest('department.inUse');
    await trx.deleteFrom('departments').where('id', '=', id).execute();
    return { result: undefined, description: { key: 'log.department.deleted', params: { name: department.name } } };
  });
}
