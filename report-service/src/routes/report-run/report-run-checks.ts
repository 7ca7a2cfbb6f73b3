import { BODIES, type BodyCode, type MessageKey, reportDefinition, type TReportRunRequest } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/context';
import type { Database } from '../../db/schema';
import { DomainError, fieldInvalid, type MessageParams } from '../../errors';
import type { RunCatalogue } from '../../jobs/report-jobs';
import { parseInput } from '../../lib/parse-input';
import { findSessionBody } from './report-run-queries';

const bodyLabel = (body: BodyCode) => {
  const found = BODIES.find((b) => b.value === body);
  return found ? { zh: found.zh, en: found.en } : body;
};

/** Whose request is checked: the caller's own run, or a schedule's run-as user (named in the messages). */
export interface RunRequester {
  caller: AuthContext;
  /** The run-as user's name, when a schedule is saved; absent for the caller's own run. */
  runAs?: string;
}

/** A refusal naming who may not: "you", or the schedule's run-as user. */
const refusal = (who: RunRequester, key: MessageKey, params: MessageParams) =>
  new DomainError('invalid', key, {
    ...params,
    who: who.runAs === undefined ? { zh: '您', en: 'You' } : { zh: `运行身份“${who.runAs}”`, en: `The run-as user “${who.runAs}”` },
  });

/** Whether the caller may choose this body at all: office staff of one body only theirs, no scope none. */
function bodyInScope(caller: AuthContext, body: BodyCode): boolean {
  if (caller.scope.kind === 'none') return false;
  return caller.scope.kind !== 'body' || caller.scope.body === body;
}

/** The body a report without one renders for when none is given (as the report service resolves it). */
function defaultBody(caller: AuthContext): BodyCode {
  if (caller.scope.kind === 'body') return caller.scope.body;
  return caller.scope.kind === 'member' && caller.type === 2 ? 'CPPCC' : 'NPC';
}

/** A chosen session must exist and belong to the body it is used for (one the caller may use). */
async function checkSession(db: Kysely<Database>, sessionId: number, body: BodyCode, field: string): Promise<void> {
  if ((await findSessionBody(db, sessionId)) !== body) throw fieldInvalid(field, 'run.sessionUnknown', { body: bodyLabel(body) });
}

/**
 * Checks a run request for the user it renders for, before anything is queued, so a refusal names what
 * is wrong in the user's words: a pack of a body they may not use, a report by its title (never its
 * internal id), a session that does not exist or belongs to another body, a report's own parameters.
 */
export async function checkRunRequest(
  db: Kysely<Database>,
  catalogue: Pick<RunCatalogue, 'packContents' | 'mayUse'>,
  who: RunRequester,
  request: TReportRunRequest,
): Promise<void> {
  const { caller } = who;
  if (request.pack) {
    const { body, sessionId } = request.pack;
    const usable = bodyInScope(caller, body) && catalogue.packContents(body).every((id) => catalogue.mayUse(caller, id));
    if (!usable) throw refusal(who, 'run.bodyNotAllowed', { body: bodyLabel(body) });
    if (sessionId !== undefined) await checkSession(db, sessionId, body, 'pack.sessionId');
    return;
  }
  const listed = request.reports ?? (request.letters ? [request.letters] : []);
  const place = request.letters ? () => 'letters' : (index: number) => `reports.${index}`;
  for (const [index, report] of listed.entries()) {
    const definition = reportDefinition(report.id);
    if (!definition) throw new DomainError('invalid', 'run.reportUnknown');
    if (!catalogue.mayUse(caller, report.id)) throw refusal(who, 'run.reportNotAllowed', { title: definition.title });
    if (request.formats === 'docx' && !definition.word) throw refusal(who, 'run.noWord', { title: definition.title });
    const params = parseInput(definition.schema, report.params) as { body?: BodyCode; sessionId?: number };
    const body = definition.body ?? params.body ?? defaultBody(caller);
    if (!bodyInScope(caller, body)) throw refusal(who, 'run.bodyNotAllowed', { body: bodyLabel(body) });
    if (params.sessionId !== undefined) await checkSession(db, params.sessionId, body, `${place(index)}.params.sessionId`);
  }
}
