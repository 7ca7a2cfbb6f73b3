import { reportDefinition, type TReportRunRequest } from '@proposal-desk/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/context';
import type { Database } from '../db/schema';
import { reportRequestOf } from '../reports/load-report';
import { resolveContext } from '../reports/report-context';
import { letterRecipients } from '../reports/queries/letter-recipients';

type Letters = NonNullable<TReportRunRequest['letters']>;

/** A letters run as the list of reports it renders: the letter once per recipient, found under the caller's scope now. */
export async function letterReports(db: Kysely<Database>, caller: AuthContext, letters: Letters) {
  const { definition, params } = reportRequestOf(caller, letters.id, letters.params);
  const ctx = await resolveContext(db, caller, definition, params, new Date());
  const recipients = await letterRecipients(ctx, letters.id);
  return recipients.map((recipient) => ({ id: letters.id, params: { ...letters.params, ...recipient } }));
}

/** The request with its letters expanded into reports (a pack or a list stays as it is). */
export async function withLettersExpanded(
  db: Kysely<Database>,
  caller: AuthContext,
  request: TReportRunRequest,
): Promise<TReportRunRequest> {
  return request.letters ? { ...request, reports: await letterReports(db, caller, request.letters) } : request;
}

export const lettersTitleOf = (request: TReportRunRequest) => (request.letters ? reportDefinition(request.letters.id)?.title : undefined);
