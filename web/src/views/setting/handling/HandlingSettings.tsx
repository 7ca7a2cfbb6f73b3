import {
  CaseNumberPreviewBody,
  CaseSettingsFields,
  DEADLINE_FIELDS,
  DEADLINE_KEYS,
  isMessageKey,
  type CaseNumberPreview,
  type CaseSettings,
} from '@proposal-desk/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, InputNumber, Result, Row, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchCaseSettings,
  previewCaseNumber,
  saveCaseSettings,
  type CaseNumberPattern,
  type CaseSettingsValues,
} from '../../../api/case-settings';
import { announceFieldErrors, type FieldErrors } from '../../../components/a11y/announcer';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { COLUMNS, FieldItem } from '../../../components/form/field-layout';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { useServerFieldErrors } from '../../../components/form/server-field-errors';
import { useDebounced } from '../../../components/list/use-debounced';
import { DocumentSettingsCard } from './DocumentSettingsCard';

const QUERY_KEY = ['settings', 'case'] as const;
const PREVIEW_DELAY_MS = 400;

const valuesOf = ({ units: _units, ...values }: CaseSettings): CaseSettingsValues => values;

type PreviewState = { kind: 'waiting' } | { kind: 'refused'; text: string } | { kind: 'shown'; preview: CaseNumberPreview };

/** The next number of each body under the pattern typed, asked once the typing has paused and the pattern is valid. */
function useNumberPreview(pattern: Partial<CaseNumberPattern>): PreviewState {
  const text = useMessageText();
  const settled = useDebounced(pattern, PREVIEW_DELAY_MS);
  const checked = CaseNumberPreviewBody.safeParse(settled);
  // Before the form has its values (its first render) there is nothing to preview yet.
  const blank = settled.npcPattern === undefined && settled.cppccPattern === undefined;
  const valid = checked.success ? checked.data : null;
  const asked = useQuery({
    queryKey: ['settings', 'casePreview', valid],
    queryFn: async ({ signal }) => (await previewCaseNumber(valid as CaseNumberPattern, signal)).data,
    enabled: valid !== null && !blank,
    retry: false,
  });
  if (blank) return { kind: 'waiting' };
  if (!checked.success) {
    const key = checked.error.issues[0]?.message ?? '';
    return isMessageKey(key) ? { kind: 'refused', text: text(key) } : { kind: 'waiting' };
  }
  return asked.data ? { kind: 'shown', preview: asked.data } : { kind: 'waiting' };
}

/** `/setting/handlingSettings`: the 案号 pattern of each body with a live preview, and the case deadlines (admin only). */
export default function HandlingSettings() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CaseSettingsValues>();
  const serverErrors = useServerFieldErrors(form);
  const label = (key: string) => t(`handlingSettings.${key}`);
  const labels = Object.fromEntries(['npcPattern', 'cppccPattern', 'digits', ...DEADLINE_KEYS].map((key) => [key, label(key)])) as Partial<
    Record<keyof CaseSettingsValues, string>
  >;
  const fields = useSchemaRules(CaseSettingsFields, labels);
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: async ({ signal }) => (await fetchCaseSettings(signal)).data });
  const [saving, setSaving] = useState(false);

  const npcPattern = Form.useWatch('npcPattern', form);
  const cppccPattern = Form.useWatch('cppccPattern', form);
  const digits = Form.useWatch('digits', form);
  const preview = useNumberPreview({ npcPattern, cppccPattern, digits });

  const save = async () => {
    const values = await form.validateFields().catch((refused: { errorFields?: FieldErrors[] }) => {
      announceFieldErrors(form, refused.errorFields ?? []);
      return null;
    });
    if (values === null || saving) return;
    setSaving(true);
    try {
      const answer = await saveCaseSettings(values);
      queryClient.setQueryData(QUERY_KEY, answer.data);
      form.setFieldsValue(valuesOf(answer.data));
      if (answer.msg) void message.success(answer.msg);
    } catch (error) {
      // The request layer has shown the server's message; each field it names shows it too.
      serverErrors.show(error);
    } finally {
      setSaving(false);
    }
  };

  if (settings.isError) return <Result status="error" title={label('loadFailed')} />;
  if (!settings.data) return <Spin spinning aria-label={t('common.loading')} />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={label('title')}>
        <Form<CaseSettingsValues>
          form={form}
          name="handlingSettings"
          layout="vertical"
          initialValues={valuesOf(settings.data)}
          style={{ maxWidth: 880 }}
          onValuesChange={(changed: Partial<CaseSettingsValues>) => serverErrors.clearChanged(changed)}
          onFinish={() => void save()}
        >
          <Typography.Title level={5}>{label('numbering')}</Typography.Title>
          <Typography.Paragraph type="secondary">{label('numberingHint')}</Typography.Paragraph>
          <Row gutter={16}>
            <TextField column={COLUMNS.third} name="npcPattern" label={label('npcPattern')} field={fields.npcPattern} allowClear={false} />
            <TextField
              column={COLUMNS.third}
              name="cppccPattern"
              label={label('cppccPattern')}
              field={fields.cppccPattern}
              allowClear={false}
            />
            <FieldItem column={COLUMNS.third} name="digits" label={label('digits')} field={fields.digits}>
              <InputNumber precision={0} style={{ width: '100%' }} aria-label={label('digits')} />
            </FieldItem>
          </Row>
          <section aria-label={label('preview')} aria-live="polite" style={{ marginBottom: 24 }}>
            <Descriptions size="small" bordered column={1} title={label('preview')}>
              {preview.kind === 'shown' ? (
                preview.preview.numbers.map((number) => (
                  <Descriptions.Item key={number.body} label={label(`previewBody.${number.body}`)}>
                    {number.caseNo === null ? (
                      label('previewNone')
                    ) : (
                      <>
                        <Typography.Text code>{number.caseNo}</Typography.Text>
                        {number.session ? <Typography.Text type="secondary"> {number.session}</Typography.Text> : null}
                      </>
                    )}
                  </Descriptions.Item>
                ))
              ) : (
                <Descriptions.Item label={label('preview')}>
                  {preview.kind === 'refused' ? <Typography.Text type="danger">{preview.text}</Typography.Text> : label('previewWaiting')}
                </Descriptions.Item>
              )}
            </Descriptions>
          </section>

          <Typography.Title level={5}>{label('deadlines')}</Typography.Title>
          <Typography.Paragraph type="secondary">{label('deadlinesHint')}</Typography.Paragraph>
          <Row gutter={16}>
            {DEADLINE_KEYS.map((key) => {
              const unit = DEADLINE_FIELDS[key];
              return (
                <FieldItem key={key} column={COLUMNS.third} name={key} label={label(key)} field={fields[key]}>
                  <InputNumber precision={0} suffix={label(`unit.${unit}`)} style={{ width: '100%' }} aria-label={label(key)} />
                </FieldItem>
              );
            })}
          </Row>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common.save')}
          </Button>
        </Form>
      </Card>
      <DocumentSettingsCard />
    </Space>
  );
}
