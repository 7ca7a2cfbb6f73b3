import type { MemberOptions } from '@proposal-desk/shared';
import { Form, type ColProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/ChoiceField';
import { COLUMNS } from '../../components/form/field-layout';
import type { FieldRules } from '../../components/form/schema-rules';
import { groupOptions, sessionOptions, typeOptions } from './option-lists';

interface PlacementFieldsProps {
  options: MemberOptions;
  /** The session and group rules when the form requires them (adding or editing a person). */
  rules?: { SPV_ID: FieldRules; DLG_ID: FieldRules };
  column?: ColProps;
  /** A type left blank follows the group (adding or editing); when moving, blank means unchanged. */
  typeFollowsGroup?: boolean;
}

/** Session, delegation or group (each narrows the other to one body) and type of a delegate or member. */
export function PlacementFields({ options, rules, column = COLUMNS.whole, typeFollowsGroup = false }: PlacementFieldsProps) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const sessions = sessionOptions(options, Form.useWatch<number | undefined>('DLG_ID', form));
  const groups = groupOptions(options, Form.useWatch<number | undefined>('SPV_ID', form));
  const types = typeOptions(options, i18n.language.startsWith('en'));
  const label = (key: string) => t(`delegates.columns.${key}`);
  const pick = { column, search: true, placeholder: t('delegates.form.pick') };

  return (
    <>
      <SelectField name="SPV_ID" label={label('session')} field={rules?.SPV_ID} options={sessions} {...pick} />
      <SelectField name="DLG_ID" label={label('group')} field={rules?.DLG_ID} options={groups} {...pick} />
      <SelectField
        name="Type"
        label={label('type')}
        options={types}
        column={column}
        placeholder={typeFollowsGroup ? t('delegates.form.typeAuto') : undefined}
      />
    </>
  );
}
