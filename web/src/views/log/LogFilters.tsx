import { LOG_MODULE_LABELS } from '@proposal-desk/shared';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogFilterValues } from './log-query';

const column = { xs: 24, md: 12, xl: 6 };

interface LogFiltersProps {
  onSearch(filter: LogFilterValues): void;
}

/** Filters of the activity log: user (name or user name), module and a range of days. */
export function LogFilters({ onSearch }: LogFiltersProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<LogFilterValues>();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const label = (key: string) => t(`activityLog.filter.${key}`);
  const moduleOptions = Object.values(LOG_MODULE_LABELS).map((name) => ({ value: name.zh, label: name[lang] }));

  return (
    <Form form={form} onFinish={onSearch} className="activity-log-filters">
      <Row gutter={16}>
        <Col {...column}>
          <Form.Item name="user" label={label('user')}>
            <Input allowClear aria-label={label('user')} placeholder={label('userPlaceholder')} maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="module" label={label('module')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={label('module')}
              placeholder={label('modulePlaceholder')}
              options={moduleOptions}
            />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="dates" label={label('dates')}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              aria-label={label('dates')}
              placeholder={[label('datesStart'), label('datesEnd')]}
              style={{ width: '100%' }}
            />
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
