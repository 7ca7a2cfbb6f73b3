import { BODY_CODES, documentNumber, Letterhead } from '@proposal-desk/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Result, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDocumentSettings, saveDocumentSettings, type DocumentSettingsValues } from '../../../api/case-settings';
import { announceFieldErrors, type FieldErrors } from '../../../components/a11y/announcer';
import { COLUMNS } from '../../../components/form/field-layout';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { useServerFieldErrors } from '../../../components/form/server-field-errors';

const QUERY_KEY = ['settings', 'documents'] as const;

/** 公文设置: each body's 发文机关, 文号 pattern and contact, printed on the letters and the handling report (admin only). */
export function DocumentSettingsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DocumentSettingsValues>();
  const serverErrors = useServerFieldErrors(form);
  const label = (key: string) => t(`documentSettings.${key}`);
  const fields = useSchemaRules(Letterhead, { office: label('office'), numberPattern: label('numberPattern'), contact: label('contact') });
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: async ({ signal }) => (await fetchDocumentSettings(signal)).data });
  const [saving, setSaving] = useState(false);
  const watched = Form.useWatch([], form);

  const save = async () => {
    const values = await form.validateFields().catch((refused: { errorFields?: FieldErrors[] }) => {
      announceFieldErrors(form, refused.errorFields ?? []);
      return null;
    });
    if (values === null || saving) return;
    setSaving(true);
    try {
      const answer = await saveDocumentSettings(values);
      queryClient.setQueryData(QUERY_KEY, answer.data);
      form.setFieldsValue(answer.data);
      if (answer.msg) void message.success(answer.msg);
    } catch (error) {
      serverErrors.show(error);
    } finally {
      setSaving(false);
    }
  };

  if (settings.isError) return <Result status="error" title={label('loadFailed')} />;
  if (!settings.data) return <Spin spinning aria-label={t('common.loading')} />;
  const year = new Date().getFullYear();

  return (
    <Card title={label('title')}>
      <Typography.Paragraph type="secondary">{label('hint')}</Typography.Paragraph>
      <Form<DocumentSettingsValues>
        form={form}
        name="documentSettings"
        layout="vertical"
        initialValues={settings.data}
        style={{ maxWidth: 880 }}
        onValuesChange={(changed: Partial<DocumentSettingsValues>) => serverErrors.clearChanged(changed)}
        onFinish={() => void save()}
      >
        {BODY_CODES.map((body) => {
          const pattern = watched?.[body]?.numberPattern ?? settings.data[body].numberPattern;
          return (
            <section key={body} aria-label={label(`body.${body}`)}>
              <Typography.Title level={5}>{label(`body.${body}`)}</Typography.Title>
              <Row gutter={16}>
                <TextField
                  column={COLUMNS.third}
                  name={[body, 'office']}
                  label={label('office')}
                  field={fields.office}
                  allowClear={false}
                />
                <TextField
                  column={COLUMNS.third}
                  name={[body, 'numberPattern']}
                  label={label('numberPattern')}
                  field={fields.numberPattern}
                  allowClear={false}
                  item={{ extra: t('documentSettings.example', { number: documentNumber(pattern, year, 12) }) }}
                />
                <TextField column={COLUMNS.third} name={[body, 'contact']} label={label('contact')} field={fields.contact} />
              </Row>
            </section>
          );
        })}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
