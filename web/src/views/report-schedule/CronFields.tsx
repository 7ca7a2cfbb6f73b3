import { type CronProblem, cronProblem, DEFAULT_SCHEDULE_TIMEZONE, translate } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Space, Typography, type FormRule } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { previewCron } from '../../api/report-runs';
import { languageOf } from '../../components/dialogs/use-message-text';
import { useDebounced } from '../../components/list/use-debounced';
import { formatFiring, timeZoneOptions } from './cron-times';

const PREVIEW_DELAY_MS = 300;

/**
 * When a schedule fires: the cron expression and its time zone (chosen from the IANA list), with the
 * next five firings in that zone shown as the expression is typed (the server reads it as the queue
 * will), or what is wrong with it — the field and value at fault, or a date that never comes.
 */
export function CronFields() {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const label = (key: string) => t(`reportRuns.schedules.${key}`);
  const form = Form.useFormInstance();
  const cron = ((Form.useWatch('cron', form) as string | undefined) ?? '').trim();
  const timezone = (Form.useWatch('timezone', form) as string | undefined) || DEFAULT_SCHEDULE_TIMEZONE;
  const zones = useMemo(() => timeZoneOptions(timezone), [timezone]);

  // Typed values ask the server once they stand still; the key is text, so an unchanged value stays settled.
  const settled = useDebounced(`${timezone}\n${cron}`, PREVIEW_DELAY_MS);
  const [settledZone = '', settledCron = ''] = settled.split('\n');
  const preview = useQuery({
    queryKey: ['cronPreview', settledCron, settledZone],
    queryFn: async ({ signal }) => (await previewCron(settledCron, settledZone, signal)).data,
    enabled: settledCron !== '' && cronProblem(settledCron) === null,
    staleTime: 60_000,
  });
  const upToDate = settled === `${timezone}\n${cron}`;
  const answer = upToDate && cron && cronProblem(cron) === null ? preview.data : undefined;

  // A problem only the server sees (31 February) shows on the field like the ones the form sees itself.
  const serverProblem = useRef<{ cron: string; problem: CronProblem } | null>(null);
  serverProblem.current = answer?.problem ? { cron, problem: answer.problem } : null;
  useEffect(() => {
    // antd shows a refusal on the field itself.
    // eslint-disable-next-line no-restricted-syntax -- see above
    if (answer && form.isFieldTouched('cron')) void form.validateFields(['cron']).catch(() => undefined);
  }, [answer, form]);

  const text = (problem: CronProblem) => translate(problem.key, lang, problem.params);
  const rules: FormRule[] = [
    {
      required: true,
      validator: async (_rule, value: unknown) => {
        const typed = typeof value === 'string' ? value.trim() : '';
        if (!typed) throw new Error(translate('schedule.cronInvalid', lang));
        const problem = cronProblem(typed) ?? (serverProblem.current?.cron === typed ? serverProblem.current.problem : null);
        if (problem) throw new Error(text(problem));
      },
    },
  ];

  const next = answer && !answer.problem ? answer.next : [];
  return (
    <>
      <Space size={16} style={{ display: 'flex' }} align="start">
        <Form.Item name="cron" label={label('cron')} rules={rules} extra={label('cronHelp')} style={{ width: 300 }}>
          <Input aria-label={label('cron')} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="timezone"
          label={label('timezone')}
          rules={[{ required: true, message: translate('schedule.timezoneInvalid', lang) }]}
        >
          <Select aria-label={label('timezone')} showSearch style={{ width: 220 }} options={zones} />
        </Form.Item>
      </Space>
      <div className="cron-preview" aria-live="polite" style={{ marginTop: -8, marginBottom: 16 }}>
        {next.length > 0 ? (
          <>
            <Typography.Text type="secondary">{t('reportRuns.schedules.cronNext', { zone: timezone })}</Typography.Text>
            <ol aria-label={t('reportRuns.schedules.cronNext', { zone: timezone })} style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {next.map((iso) => (
                <li key={iso}>{formatFiring(iso, timezone, lang)}</li>
              ))}
            </ol>
          </>
        ) : cron && cronProblem(cron) === null && !answer?.problem && !preview.isError ? (
          <Typography.Text type="secondary">{label('cronChecking')}</Typography.Text>
        ) : null}
      </div>
    </>
  );
}
