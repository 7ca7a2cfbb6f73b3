import { DEFAULT_SCHEDULE_TIMEZONE, ReportScheduleSave, type ReportScheduleView } from '@proposal-desk/shared';
import { Form, InputNumber, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSchedule } from '../../api/report-runs';
import { FormDialog, type FormDialogControl } from '../../components/form/FormDialog';
import { useSchemaRules } from '../../components/form/schema-rules';
import { TextField } from '../../components/form/TextField';
import { fromRunRequest, type RunRequestValues, toRunRequest } from '../report-run/run-request';
import { RunRequestFields } from '../report-run/RunRequestFields';
import { CronFields } from './CronFields';

interface ScheduleValues extends RunRequestValues {
  name: string;
  cron: string;
  timezone: string;
  runAsUserId: number;
  keepRuns?: number | null;
  keepDays?: number | null;
  enabled: boolean;
}

const NEW_SCHEDULE: Partial<ScheduleValues> = { timezone: DEFAULT_SCHEDULE_TIMEZONE, enabled: true, cron: '0 8 1 * *' };

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

/**
 * Adds or edits a schedule: when (cron + time zone, with its next firings), what (pack or reports,
 * formats, a session from the list), as whom, how long to keep.
 */
export function ScheduleDialog({ editing, userPicker, ...control }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`reportRuns.schedules.${key}`);
  const fields = useSchemaRules(ReportScheduleSave, { keepRuns: label('keepRuns'), keepDays: label('keepDays') });

  const submit = (values: ScheduleValues) =>
    saveSchedule({
      ...(editing ? { id: editing.id } : {}),
      name: values.name,
      cron: values.cron,
      timezone: values.timezone || DEFAULT_SCHEDULE_TIMEZONE,
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
      <CronFields />
      <Form.Item name="runAsUserId" label={label('runAs')} rules={fields.runAsUserId.rules}>
        {userPicker}
      </Form.Item>
      <RunRequestFields sessionHint={t('reportRuns.dialog.sessionHintSchedule')} />
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
