import { DeleteOutlined } from '@ant-design/icons';
import { ASSIGNMENT_ROLES, AssignUnit } from '@proposal-desk/shared';
import { Button, Col, DatePicker, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FieldItem } from '../../../components/form/field-layout';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { labelledOptions, type Option } from './case-options';

interface AssignUnitRowProps {
  /** The row's name in the form's `units` list. */
  name: number;
  /** Its place on screen, from 1, naming its controls (单位 1, 单位 2…). */
  place: number;
  units: Option<number>[];
  onRemove?: () => void;
}

export const DAY = 'YYYY-MM-DD';
// The form keeps the due day as the text the API takes; the picker shows it as a day.
export const dayItem = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (day: Dayjs | null) => (day ? day.format(DAY) : undefined),
};

/** One unit of an assignment: the unit, its role, an optional due day and its contact. */
export function AssignUnitRow({ name, place, units, onRemove }: AssignUnitRowProps) {
  const { t, i18n } = useTranslation();
  const fields = useSchemaRules(AssignUnit);
  const label = (key: string) => t(`cases.assign.${key}`);
  const named = (key: string) => `${label(key)} ${place}`;
  return (
    <Row gutter={12} align="bottom" className="assign-unit-row">
      <FieldItem name={[name, 'unitId']} label={label('unit')} field={fields.unitId} column={{ xs: 24, sm: 10 }}>
        <Select aria-label={named('unit')} showSearch={{ optionFilterProp: 'label' }} options={units} allowClear />
      </FieldItem>
      <FieldItem name={[name, 'role']} label={label('role')} field={fields.role} column={{ xs: 12, sm: 7 }}>
        <Select aria-label={named('role')} options={labelledOptions(ASSIGNMENT_ROLES, i18n.language)} />
      </FieldItem>
      <FieldItem name={[name, 'dueAt']} label={label('dueAt')} field={fields.dueAt} column={{ xs: 12, sm: 7 }} item={dayItem}>
        <DatePicker aria-label={named('dueAt')} format={DAY} style={{ width: '100%' }} placeholder={label('dueDefault')} />
      </FieldItem>
      <FieldItem name={[name, 'contactName']} label={label('contactName')} field={fields.contactName} column={{ xs: 12, sm: 10 }}>
        <Input aria-label={named('contactName')} maxLength={fields.contactName.maxLength} allowClear />
      </FieldItem>
      <FieldItem name={[name, 'contactPhone']} label={label('contactPhone')} field={fields.contactPhone} column={{ xs: 12, sm: 10 }}>
        <Input aria-label={named('contactPhone')} maxLength={fields.contactPhone.maxLength} allowClear />
      </FieldItem>
      <Col xs={24} sm={4} style={{ paddingBottom: 24 }}>
        {onRemove ? (
          <Button icon={<DeleteOutlined />} aria-label={named('remove')} onClick={onRemove}>
            {label('remove')}
          </Button>
        ) : null}
      </Col>
    </Row>
  );
}
