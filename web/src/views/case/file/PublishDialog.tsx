import { type CaseActionAnswer, type CaseFile, CasePublishBody } from '@proposal-desk/shared';
import { Alert, Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { publishCase, type CasePublishValues } from '../../../api/cases';
import { FieldItem } from '../../../components/form/field-layout';
import { FormDialog } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { formatMinute } from '../../../utils/format-time';
import { useAfterCaseWrite } from '../shared/case-queries';

type PublishValues = Pick<CasePublishValues, 'publishable' | 'reason' | 'submitterShown'>;

interface PublishDialogProps {
  open: boolean;
  file: Pick<CaseFile, 'id' | 'version' | 'publication'>;
  onClose(): void;
}

/**
 * 答复公开: the office publishes a replied case on the public page (choosing how its submitter is shown) or keeps it
 * off with a reason; the dialog says what the public sees and what was decided before.
 */
export function PublishDialog({ open, file, onClose }: PublishDialogProps) {
  const { t } = useTranslation();
  const after = useAfterCaseWrite();
  const rules = useSchemaRules(CasePublishBody);
  const label = (key: string, params?: Record<string, string>) => t(`publicReplies.publish.${key}`, params);
  const [form] = Form.useForm<PublishValues>();
  const publishable = Form.useWatch('publishable', form);
  const decided = file.publication;
  const initial: PublishValues = {
    publishable: decided?.publishable ?? true,
    submitterShown: decided?.submitterShown ?? 'TITLE',
    reason: decided?.reason ?? '',
  };

  return (
    <FormDialog<PublishValues, CaseActionAnswer>
      open={open}
      form={form}
      name="casePublish"
      title={label('title')}
      initialValues={initial}
      submit={(values) => after(publishCase({ id: file.id, version: file.version, ...values }), [file.id])}
      onClose={onClose}
    >
      <Alert type="info" showIcon title={label('note')} style={{ marginBottom: 16 }} />
      {decided ? (
        <Typography.Paragraph type="secondary">
          {label('current', {
            state: decided.publishable ? label('published') : label('notPublished', { reason: decided.reason }),
            by: decided.decidedBy,
            at: formatMinute(decided.decidedAt),
          })}
        </Typography.Paragraph>
      ) : null}
      <FieldItem name="publishable" label={label('decision')} field={rules.publishable}>
        <Radio.Group
          aria-label={label('decision')}
          options={[
            { value: true, label: label('yes') },
            { value: false, label: label('no') },
          ]}
        />
      </FieldItem>
      {publishable === false ? (
        <TextField name="reason" label={label('reason')} field={rules.reason} rows={2} />
      ) : (
        <FieldItem name="submitterShown" label={label('submitterShown')} field={rules.submitterShown}>
          <Radio.Group
            aria-label={label('submitterShown')}
            options={[
              { value: 'TITLE', label: label('titleOnly') },
              { value: 'NAME', label: label('name') },
            ]}
          />
        </FieldItem>
      )}
    </FormDialog>
  );
}
