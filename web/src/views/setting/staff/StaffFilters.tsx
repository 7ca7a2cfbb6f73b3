import { Button, Col, Form, Input, Row, Select, Space, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffFilterValues } from '../../../api/staff';
import type { StaffOptions } from './use-staff-options';

const column = { xs: 24, md: 12, xl: 6 };

interface StaffFiltersProps {
  options: StaffOptions;
  onSearch(filter: StaffFilterValues): void;
}

/** Filters of the staff list: keyword, department and unit (applied on the server). */
export function StaffFilters({ options, onSearch }: StaffFiltersProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffFilterValues>();
  const label = (key: string) => t(`settingTrees.staff.filter.${key}`);

  return (
    <Form form={form} name="staffFilter" className="staff-filters" onFinish={(values) => onSearch(values)}>
      <Row gutter={16}>
        <Col {...column}>
          <Form.Item name="keyword" label={label('keyword')}>
            <Input allowClear maxLength={50} aria-label={label('keyword')} placeholder={label('keywordPlaceholder')} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="deptId" label={label('department')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
              aria-label={label('department')}
              treeData={options.departments}
            />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="unitId" label={label('unit')}>
            <Select allowClear showSearch optionFilterProp="label" aria-label={label('unit')} options={options.units} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {t('settingTrees.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  onSearch({});
                }}
              >
                {t('settingTrees.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
