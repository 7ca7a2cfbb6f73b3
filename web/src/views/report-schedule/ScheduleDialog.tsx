import { ReportScheduleSave, type ReportScheduleView } from '@proposal-desk/shared';
import { Form, InputNumber, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSchedule } from '../../api/report-runs';
import { FormDialog, type FormDialogControl } from '../../components/form/FormDialog';
import { useSchemaRules } from '../../components/form/schema-rules';
import { TextField } from '../../components/form/TextField';
import { fromRunRequest, type RunRequestValues, toRunRequest } from '../report-run/run-request';
import { RunRequestFields } from '../report-run/RunRequestFields';

interface ScheduleValues extends RunRequestValues {
  name: string;
  cron: string;
  timezone: string;
  runAsUserId: number;
  keepRuns?: number | null;
  keepDays?: number | null;
  enabled: boolean;
}

const DEFAULT_TIMEZONE = 'Asia/Shanghai';
const NEW_SCHEDULE: Partial<ScheduleValues> = { timezone: DEFAULT_TIMEZONE, enabled: true, cron: '0 8 1 * *' };

const valuesOf = (editing: ReportScheduleView | null): Partial<ScheduleValues> =>
  editing
    ? {
        ...fromRunRequest(editing.request),
        name: editing.name,
        cron: editing.cron,
        timezone: editing.timezone,
        runAsUserId: editing.runAsUserId,
        keepRuns: editing.keepRuns,
        keepDays: editing.keepDays,
        enabled: editing.enabled,
      }
    : NEW_SCHEDULE;

interface ScheduleDialogProps extends FormDialogControl {
  editing: ReportScheduleView | null;
  /** The run-as user picker (it searches the users on the server). */
  userPicker: ReactNode;
}

/** Adds or edits a schedule: when (cron + time zone), what (pack or reports, formats), as whom, how long to keep. */
export function ScheduleDialog({ editing, userPicker, ...control }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`reportRuns.schedules.${key}`);
  const fields = useSchemaRules(ReportScheduleSave, { keepRuns: label('keepRuns'), keepDays: label('keepDays') });

  const submit = (values: ScheduleValues) =>
    saveSchedule({
      ...(editing ? { id: editing.id } : {}),
      name: values.name,
      cron: values.cron,
      timezone: values.timezone || DEFAULT_TIMEZONE,
      request: toRunRequest(values),
      runAsUserId: values.runAsUserId,
      keepRuns: values.keepRuns ?? null,
      keepDays: values.keepDays ?? null,
      enabled: values.enabled,
    });

  return (
    <FormDialog<ScheduleValues>
      {...control}
      name="scheduleForm"
      title={label(editing ? 'edit' : 'add')}
      okText={t('common.ok')}
      width={600}
      initialValues={valuesOf(editing)}
      submit={submit}
    >
      <TextField name="name" label={label('name')} field={fields.name} allowClear={false} />
      <Space size={16} style={{ display: 'flex' }} align="start">
        <TextField
          name="cron"
          label={label('cron')}
          field={fields.cron}
          allowClear={false}
          style={{ width: 220 }}
          item={{ extra: label('cronHelp') }}
        />
        <TextField name="timezone" label={label('timezone')} field={fields.timezone} allowClear={false} style={{ width: 180 }} />
      </Space>
      <Form.Item name="runAsUserId" label={label('runAs')} rules={fields.runAsUserId.rules}>
        {userPicker}
      </Form.Item>
      <RunRequestFields />
      <Space size={16}>
        {(['keepRuns', 'keepDays'] as const).map((name) => (
          <Form.Item key={name} name={name} label={label(name)} extra={label('keepHint')} rules={fields[name].rules}>
            <InputNumber min={fields[name].min} max={fields[name].max} aria-label={label(name)} />
          </Form.Item>
        ))}
        <Form.Item name="enabled" label={label('enabled')} valuePropName="checked">
          <Switch aria-label={label('enabled')} />
        </Form.Item>
      </Space>
    </FormDialog>
  );
}
