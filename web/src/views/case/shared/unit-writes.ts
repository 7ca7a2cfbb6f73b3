import type { AssignmentRole, Envelope, UnitActionName } from '@proposal-desk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { listKey } from '../../../components/list';
import { showingAnsweredVersions, UNIT_ASSIGNMENTS_LIST } from './case-cache';
import { useCaseRefresh } from './case-queries';

/** One of the caller's unit's assignments, and the version of its case the user saw. */
export interface UnitTarget {
  caseId: number;
  version: number;
  assignmentId: number;
  role: AssignmentRole;
  /** The case's name in titles: its 案号, or its 案由 before it has one. */
  caseName: string;
}

/** The body every unit action carries: the case, the version seen and the assignment. */
export const assignmentRefOf = (target: UnitTarget) => ({ id: target.caseId, version: target.version, assignmentId: target.assignmentId });

/** What a unit's dialog takes: the assignment acted on (null keeps it closed) and how it closes. */
export interface UnitDialogProps {
  target: UnitTarget | null;
  onClose(): void;
}

/** A dialog sends only while it is open, that is with its target. */
export const withTarget = <T>(target: UnitTarget | null, send: (target: UnitTarget) => Promise<T>): Promise<T> =>
  target ? send(target) : Promise.reject(new Error('The dialog has no assignment'));

/** The order a row shows a unit's actions in. */
export const UNIT_ACTION_ORDER: readonly UnitActionName[] = ['sign', 'consult', 'reply', 'requestExtension', 'requestReturn'];

/** A 协办 unit's reply is its opinion to the lead unit. */
export const isOpinion = (role: AssignmentRole) => role === 'CO';

/** A unit action's button text: 答复 reads 协办意见 on a 协办 assignment. */
export const unitActionLabel = (t: TFunction, action: UnitActionName, role: AssignmentRole) =>
  t(`caseHandling.actions.${action === 'reply' && isOpinion(role) ? 'opinion' : action}`);

/**
 * A unit's write on its assignment. The case's new version is shown at once (the unit may go on to 答复
 * right after 面商); whether the server agrees or not, the case file, the registers and the unit's
 * workspace (rows and counts) are asked again: after a refusal (a stale version) the user sees the case as
 * it is now.
 */
export function useAfterUnitWrite() {
  const refreshCases = useCaseRefresh();
  const client = useQueryClient();
  return useCallback(
    <T>(write: Promise<Envelope<T>>, caseId: number): Promise<Envelope<T>> =>
      showingAnsweredVersions(client, write).finally(() => {
        void refreshCases([caseId]);
        void client.invalidateQueries({ queryKey: listKey(UNIT_ASSIGNMENTS_LIST) });
      }),
    [refreshCases, client],
  );
}

/** A unit write with no dialog of its own (签收): shows the server's message; a refusal has shown its toast. */
export function useUnitCommand() {
  const after = useAfterUnitWrite();
  const { message } = App.useApp();
  return useCallback(
    <T>(write: () => Promise<Envelope<T>>, caseId: number): Promise<void> =>
      after(write(), caseId).then(
        (answer) => void message.success(answer.msg),
        () => undefined,
      ),
    [after, message],
  );
}
