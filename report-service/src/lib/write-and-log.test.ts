import { LOG_MODULES } from '@proposal-desk/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { jobActor } from './activity-log';
import { inTransaction, writeAndLog, type Db } from './write-and-log';

let t: TestApp;
const actor = jobActor(null, 'write-and-log-test');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addDepartment = (db: Db, name: string) =>
  db.insertInto('departments').values({ name, parent_id: null, sort: 999 }).returning('id').executeTakeFirstOrThrow();

const departmentsNamed = async (name: string) =>
  (await t.ctx.db.selectFrom('departments').select('id').where('name', '=', name).execute()).length;

const logEntriesSaying = async (description: string) =>
  (await t.ctx.db.selectFrom('activity_logs').select('id').where('description', '=', description).execute()).length;

describe('writeAndLog', () => {
  it('commits the write and exactly one log entry with the actor and module', async () => {
    const id = await writeAndLog(t.ctx.db, actor, LOG_MODULES.department, async (trx) => {
      const row = await addDepartment(trx, '事务测试一');
      return { result: row.id, description: '新增部门“事务测试一”' };
    });
    expect(id).toEqual(expect.any(Number));
    expect(await departmentsNamed('事务测试一')).toBe(1);
    const entries = await t.ctx.db
      .selectFrom('activity_logs')
      .select(['username', 'module', 'ip'])
      .where('description', '=', '新增部门“事务测试一”')
      .execute();
    expect(entries).toEqual([{ username: 'write-and-log-test', module: LOG_MODULES.department, ip: 'job' }]);
  });

  it('leaves no row when the log insert is rejected', async () => {
    // PostgreSQL refuses a NUL character in text: the log insert fails after the write succeeded.
    const write = writeAndLog(t.ctx.db, actor, LOG_MODULES.department, async (trx) => {
      await addDepartment(trx, '事务测试二');
      return { result: null, description: 'bad\u0000entry' };
    });
    await expect(write).rejects.toThrow();
    expect(await departmentsNamed('事务测试二')).toBe(0);
  });

  it('leaves neither row nor log entry when the write fails after its first statement', async () => {
    const write = writeAndLog(t.ctx.db, actor, LOG_MODULES.department, async (trx) => {
      await addDepartment(trx, '事务测试三');
      throw new Error('the second statement failed');
    });
    await expect(write).rejects.toThrow('the second statement failed');
    expect(await departmentsNamed('事务测试三')).toBe(0);
    expect(await logEntriesSaying('新增部门“事务测试三”')).toBe(0);
  });
});

describe('inTransaction', () => {
  it('joins the transaction it is given, so an outer rollback undoes the inner write and its entry', async () => {
    const outer = t.ctx.db.transaction().execute(async (trx) => {
      await writeAndLog(trx, actor, LOG_MODULES.department, async (inner) => {
        expect(inner).toBe(trx);
        await addDepartment(inner, '事务测试四');
        return { result: null, description: '新增部门“事务测试四”' };
      });
      await inTransaction(trx, (inner) => addDepartment(inner, '事务测试五'));
      throw new Error('the caller gave up');
    });
    await expect(outer).rejects.toThrow('the caller gave up');
    expect(await departmentsNamed('事务测试四')).toBe(0);
    expect(await departmentsNamed('事务测试五')).toBe(0);
    expect(await logEntriesSaying('新增部门“事务测试四”')).toBe(0);
  });
});
