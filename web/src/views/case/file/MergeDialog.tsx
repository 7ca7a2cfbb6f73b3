import { type CaseFile, CaseMergeBody } from '@proposal-desk/shared';
import { useTranslation } from 'react-i18next';
import { type CaseMergeValues, mergeCase } from '../../../api/cases';
import { FieldItem } from '../../../components/form/field-layout';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { CasePicker } from '../../report/CasePicker';
import { useAfterCaseWrite } from '../shared/case-queries';

type MergeValues = Omit<CaseMergeValues, 'id' | 'version'>;

interface MergeDialogProps {
  file: CaseFile;
  open: boolean;
  onClose(): void;
}

/** 并案: the case joins a main case of the same body (searched by 案号 or 案由) and ends there. */
export function MergeDialog({ file, open, onClose }: MergeDialogProps) {
  const { t } = useTranslation();
  const fields = useSchemaRules(CaseMergeBody);
  const after = useAfterCaseWrite();
  const label = (key: string) => t(`cases.merge.${key}`);
  return (
    <FormDialog<MergeValues>
      open={open}
      name="caseMerge"
      title={t('cases.actions.merge')}
      okText={t('cases.actions.merge')}
      width={560}
      initialValues={{ opinion: '' }}
      submit={(values) => after(mergeCase({ ...values, id: file.id, version: file.version }), [file.id, Number(values.mainCaseId)])}
      onClose={onClose}
    >
      <FieldItem name="mainCaseId" label={label('main')} field={fields.mainCaseId} item={{ extra: label('mainHint') }}>
        {/* Form.Item hands the picker its value and onChange. */}
        <CasePicker label={label('main')} body={file.body} excludeId={file.id} onChange={() => undefined} />
      </FieldItem>
      <TextField name="opinion" label={label('opinion')} field={fields.opinion} rows={3} />
    </FormDialog>
  );
}
