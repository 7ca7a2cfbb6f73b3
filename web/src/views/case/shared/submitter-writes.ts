import type { CosignInvitationRow } from '@proposal-desk/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCosignInvitations, respondCosign, submitCase } from '../../../api/case-submitter';
import type { Body } from './case-options';
import { useCaseCommand } from './case-queries';

export const cosignInvitationsKey = ['caseCosignInvitations'] as const;

/** A case a submitter acts on from a list or the case file: what the server checks, and what the user reads. */
export interface SubmitterTarget {
  id: number;
  version: number;
  title: string;
  body: Body;
}

/** The caller's invitations to co-sign (the open ones first). */
export function useCosignInvitations() {
  return useQuery({
    queryKey: cosignInvitationsKey,
    queryFn: async ({ signal }) => (await fetchCosignInvitations(signal)).data,
  });
}

/** An invitation that may still be answered: not answered yet, and its deadline not passed. */
export const isOpenInvitation = (row: Pick<CosignInvitationRow, 'status' | 'respondBy'>, now: Date = new Date()) =>
  row.status === 'INVITED' && (row.respondBy === null || new Date(row.respondBy).getTime() >= now.getTime());

/** 确认附议 / 谢绝附议 once confirmed; then the case, the lists and the invitations are asked again. */
export function useCosignAnswer() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const command = useCaseCommand();
  const client = useQueryClient();
  return useCallback(
    (target: SubmitterTarget, accept: boolean) => {
      const answer = accept ? 'accept' : 'decline';
      const action = t(`caseMine.actions.${answer}.${target.body}`);
      modal.confirm({
        title: action,
        content: t(`caseMine.confirm.${answer}`, { name: target.title }),
        okText: action,
        okButtonProps: { danger: !accept },
        onOk: () =>
          command(() => respondCosign({ id: target.id, version: target.version, accept }), [target.id]).finally(
            () => void client.invalidateQueries({ queryKey: cosignInvitationsKey }),
          ),
      });
    },
    [t, modal, command, client],
  );
}

/** 提交 of a saved draft once confirmed: it goes to the office and its co-signers are invited. */
export function useSubmitDraft() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const command = useCaseCommand();
  return useCallback(
    (target: SubmitterTarget) => {
      const action = t('caseMine.actions.submit');
      modal.confirm({
        title: action,
        content: t('caseMine.confirm.submit', { name: target.title }),
        okText: action,
        onOk: () => command(() => submitCase({ id: target.id, version: target.version }), [target.id]),
      });
    },
    [t, modal, command],
  );
}
