import type { MemberOptions, MemberProfile } from '@proposal-desk/shared';
import { Alert, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMember, type MemberChange } from '../../api/members';
import { FormDialog } from '../../components/form/FormDialog';
import { useMessageText } from '../../components/dialogs/use-message-text';
import { PlacementFields } from './PlacementFields';

interface ChangeDialogProps {
  person: MemberProfile | null;
  options: MemberOptions;
  onClose(): void;
  onSaved(): void;
}

type ChangeValues = Omit<MemberChange, 'ID'>;

/** The fields that differ from the person's current placement (ChangeNpc takes only what changes). */
export function changedPlacement(person: MemberProfile, values: ChangeValues): ChangeValues {
  const change: ChangeValues = {};
  if (values.DLG_ID !== undefined && values.DLG_ID !== person.dlG_ID) change.DLG_ID = values.DLG_ID;
  if (values.SPV_ID !== undefined && values.SPV_ID !== person.spV_ID) change.SPV_ID = values.SPV_ID;
  if (values.Type !== undefined && values.Type !== person.type) change.Type = values.Type;
  return change;
}

/** Moves a person to another delegation or group, session or type (`ChangeNpc`). */
export function ChangeDialog({ person, options, onClose, onSaved }: ChangeDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => setProblem(null), [person]);

  const submit = (values: ChangeValues) => {
    const change = person ? changedPlacement(person, values) : {};
    if (!person || Object.keys(change).length === 0) {
      setProblem(text('member.nothingToChange'));
      return Promise.reject(new Error(text('member.nothingToChange')));
    }
    return changeMember({ ID: person.hR_ID, ...change });
  };

  return (
    <FormDialog<ChangeValues>
      name="changeForm"
      open={person !== null}
      title={t('delegates.form.changeTitle')}
      initialValues={person ? { DLG_ID: person.dlG_ID ?? undefined, SPV_ID: person.spV_ID ?? undefined, Type: person.type } : {}}
      submit={submit}
      onClose={onClose}
      onSaved={onSaved}
      onValuesChange={() => setProblem(null)}
    >
      {person && <p>{t('delegates.form.changeHint', { name: person.staff_Name })}</p>}
      {problem && <Alert type="warning" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Row>
        <PlacementFields options={options} />
      </Row>
    </FormDialog>
  );
}
