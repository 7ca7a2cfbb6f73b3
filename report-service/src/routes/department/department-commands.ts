import { LOG_MODULES, type DepartmentAddBody, type DepartmentUpdateBody, type SavedDepartment } from '@proposal-desk/shared';
import type { z } from 'zod';
import { badRequest, notFound } from '../../errors';
import type { Actor } from '../../lib/activity-log';
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
    return { result: presentSaved(row), description: `新增部门“${body.name}”（上级：${parentName}）` };
  });
}

/** Renames, moves (never under itself) or re-sorts a department; a field left out is kept. */
export function updateDepartment(db: Db, actor: Actor, body: z.output<typeof DepartmentUpdateBody>): Promise<SavedDepartment> {
  return writeAndLog(db, actor, LOG_MODULES.department, async (trx) => {
    const current = await findDepartment(trx, body.id);
    if (!current) throw notFound('department.notFound');
    const parentId = body.parent_ID === undefined ? current.parent_id : body.parent_ID;
    const name = body.name ?? current.name;
    const changes: string[] = [];
    if (parentId !== current.parent_id) {
      const parentName = await findParentName(trx, parentId);
      if (parentId !== null && isInSubtree(await findDepartmentLinks(trx), current.id, parentId)) throw badRequest('department.cycle');
      changes.push(`移到“${parentName}”下`);
    }
    if (name !== current.name) changes.push(`名称改为“${name}”`);
    if (body.sort !== undefined && body.sort !== current.sort) changes.push(`排序改为${body.sort}`);
    await assertNameFree(trx, name, parentId, current.id);
    const row = await trx
      .updateTable('departments')
      .set({ name, parent_id: parentId, ...(body.sort === undefined ? {} : { sort: body.sort }) })
      .where('id', '=', current.id)
      .returning(DEPARTMENT_COLUMNS)
      .executeTakeFirstOrThrow();
    const what = changes.length > 0 ? changes.join('，') : '无改动';
    return { result: presentSaved(row), description: `修改部门“${current.name}”：${what}` };
  });
}

/** Deletes a department nothing hangs on (no sub-departments, users or staff). */
export function deleteDepartment(db: Db, actor: Actor, id: number): Promise<void> {
  return writeAndLog(db, actor, LOG_MODULES.department, async (trx) => {
    const department = await findDepartment(trx, id);
    if (!department) throw notFound('department.notFound');
    if (await isDepartmentInUse(trx, id)) throw badRequest('department.inUse');
    await trx.deleteFrom('departments').where('id', '=', id).execute();
    return { result: undefined, description: `删除部门“${department.name}”` };
  });
}
