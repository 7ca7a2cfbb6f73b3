import { PROMISING_CATEGORIES } from '@proposal-desk/shared';
import { DatePicker, Form, Row, Typography } from 'antd';
import type { FieldRules } from '../../../components/form/schema-rules';
import { COLUMNS, FieldItem } from '../../../components/form/field-layout';
import { TextField } from '../../../components/form/TextField';
import { DAY, dayItem } from './AssignUnitRow';

/**
 * A reply of category B or C is a promise (回头看): the step promised and the day, where the letter names them.
 * The fields show once such a category is chosen.
 */
export function PromiseFields({
  label,
  field,
}: {
  label: (key: string) => string;
  field: { promise: FieldRules; promisedOn: FieldRules };
}) {
  const form = Form.useFormInstance();
  const category = Form.useWatch('resultCategory', form) as string | undefined;
  if (!category || !(PROMISING_CATEGORIES as readonly string[]).includes(category)) return null;
  return (
    <>
      <Typography.Paragraph type="secondary">{label('promiseHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <TextField name="promise" label={label('promise')} field={field.promise} column={COLUMNS.half} />
        <FieldItem name="promisedOn" label={label('promisedOn')} field={field.promisedOn} item={dayItem} column={COLUMNS.half}>
          <DatePicker aria-label={label('promisedOn')} format={DAY} style={{ width: '100%' }} />
        </FieldItem>
      </Row>
    </>
  );
}
