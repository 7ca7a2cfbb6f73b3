import type { MemberOptions } from '@proposal-desk/shared';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MemberFilterValues } from '../../api/members';
import { groupOptions, searchable, sessionOptions, typeOptions } from './option-lists';

/** The filter items plus the buttons' column, for the table height rule. */
export const FILTER_ITEMS = 6;

const column = { xs: 24, md: 12, xl: 8, xxl: 4 };

interface DelegateFiltersProps {
  options: MemberOptions;
  onSearch(filter: MemberFilterValues): void;
}

/** Filters of the delegate list: name, delegation or group, session, type and political background. */
export function DelegateFilters({ options, onSearch }: DelegateFiltersProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<MemberFilterValues>();
  const sessionId = Form.useWatch('SPV_ID', form);
  const groupId = Form.useWatch('DLG_ID', form);
  const label = (key: string) => t(`delegates.filter.${key}`);

  return (
    <Form form={form} name="delegateFilter" onFinish={(values) => onSearch(values)} className="delegate-filters">
      <Row gutter={16}>
        <Col {...column}>
          <Form.Item name="Staff_Name" label={label('name')}>
            <Input allowClear aria-label={label('name')} maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="DLG_ID" label={label('group')}>
            <Select {...searchable} aria-label={label('group')} options={groupOptions(options, sessionId)} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="SPV_ID" label={label('session')}>
            <Select {...searchable} aria-label={label('session')} options={sessionOptions(options, groupId)} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="Type" label={label('type')}>
            <Select allowClear aria-label={label('type')} options={typeOptions(options, i18n.language.startsWith('en'))} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="BackGround" label={label('background')}>
            <Select {...searchable} aria-label={label('background')} options={options.backgrounds} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {label('search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  onSearch({});
                }}
              >
                {label('reset')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
