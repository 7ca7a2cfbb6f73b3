// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listKey } from '../../../components/list';
import { caseFileKey, caseListName, rememberCaseVersions, UNIT_ASSIGNMENTS_LIST } from './case-cache';

const page = <R>(rows: R[]) => ({ rows, total: rows.length, pageIndex: 1, pageSize: 20 });

function cacheWithCases() {
  const client = new QueryClient();
  client.setQueryData(caseFileKey(1), { id: 1, version: 3, status: 'ASSIGNED' });
  client.setQueryData(caseFileKey(2), { id: 2, version: 9, status: 'ASSIGNED' });
  client.setQueryData(
    [...listKey(caseListName('NPC')), { page: 1 }],
    page([
      { id: 1, version: 3 },
      { id: 2, version: 9 },
      { id: 5, version: 1 },
    ]),
  );
  client.setQueryData([...listKey(UNIT_ASSIGNMENTS_LIST), { page: 1 }], page([{ caseId: 1, caseVersion: 3, assignmentId: 7 }]));
  return client;
}

describe('rememberCaseVersions', () => {
  it('shows a batch’s answered versions in the case files, the registers and the unit workspace', () => {
    const client = cacheWithCases();
    rememberCaseVersions(client, [
      { id: 1, version: 4, status: 'ASSIGNED', caseNo: null },
      { id: 2, version: 10, status: 'ASSIGNED', caseNo: null },
    ]);
    expect(client.getQueryData(caseFileKey(1))).toEqual({ id: 1, version: 4, status: 'ASSIGNED' });
    expect(client.getQueryData(caseFileKey(2))).toMatchObject({ version: 10 });
    expect(client.getQueryData([...listKey(caseListName('NPC')), { page: 1 }])).toMatchObject({
      rows: [
        { id: 1, version: 4 },
        { id: 2, version: 10 },
        { id: 5, version: 1 },
      ],
    });
    expect(client.getQueryData([...listKey(UNIT_ASSIGNMENTS_LIST), { page: 1 }])).toMatchObject({
      rows: [{ caseId: 1, caseVersion: 4, assignmentId: 7 }],
    });
  });

  it('keeps a version someone has moved on since, and ignores answers without one', () => {
    const client = cacheWithCases();
    rememberCaseVersions(client, { id: 2, version: 8, status: 'ASSIGNED', caseNo: null });
    rememberCaseVersions(client, null);
    rememberCaseVersions(client, { imported: 3 });
    expect(client.getQueryData(caseFileKey(2))).toMatchObject({ version: 9 });
    expect(client.getQueryData(caseFileKey(1))).toMatchObject({ version: 3 });
    expect(client.getQueryData(caseFileKey(8))).toBeUndefined();
  });
});
