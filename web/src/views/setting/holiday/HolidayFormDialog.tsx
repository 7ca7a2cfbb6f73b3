import { HolidaySaveBody, type HolidayRow } from '@proposal-desk/shared';
import { DatePicker, Form, Row, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addHoliday, updateHoliday, type HolidayFormValues } from '../../../api/holidays';
import { InColumn } from '../../../components/form/field-layout';
import { FormDialog, type FormDialogControl } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';

interface HolidayFormDialogProps extends FormDialogControl {
  /** The day being edited; null adds a new one. */
  editing: HolidayRow | null;
}

const DAY = 'YYYY-MM-DD';
const valuesOf = (row: HolidayRow | null): Partial<HolidayFormValues> =>
  row ? { date: row.date, name: row.name, workday: row.workday } : { name: '', workday: false };

/** Add or edit a holiday or a 调休 working day (admin only). */
export function HolidayFormDialog({ editing, ...control }: HolidayFormDialogProps) {
  const { t } = useTranslation();
  const fields = useSchemaRules(HolidaySaveBody);
  const label = (key: string) => t(`holidays.form.${key}`);

  const submit = (values: HolidayFormValues) => (editing ? updateHoliday(editing.id, values) : addHoliday(values));

  return (
    <FormDialog<HolidayFormValues>
      {...control}
      name="holidayForm"
      title={label(editing ? 'editTitle' : 'addTitle')}
      width={520}
      initialValues={valuesOf(editing)}
      submit={submit}
    >
      <Row gutter={16}>
        <InColumn column={{ xs: 24, sm: 12 }}>
          {/* The form keeps the date as the text the API takes; the picker shows it as a day. */}
          <Form.Item
            name="date"
            label={label('date')}
            rules={fields.date.rules}
            getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : undefined })}
            normalize={(day: Dayjs | null) => (day ? day.format(DAY) : undefined)}
          >
            <DatePicker format={DAY} style={{ width: '100%' }} aria-label={label('date')} />
          </Form.Item>
        </InColumn>
        <TextField column={{ xs: 24, sm: 12 }} name="name" label={label('name')} field={fields.name} />
        <InColumn column={{ span: 24 }}>
          <Form.Item name="workday" label={label('workday')} valuePropName="checked" extra={label('workdayHint')}>
            <Switch aria-label={label('workday')} />
          </Form.Item>
        </InColumn>
      </Row>
    </FormDialog>
  );
}
