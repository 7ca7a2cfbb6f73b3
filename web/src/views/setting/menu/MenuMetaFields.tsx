import type { RoleOption } from '@proposal-desk/shared';
import { Col, Form, Input, Row, Select, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { META_FLAGS } from './menu-form-values';

interface MenuMetaFieldsProps {
  roles: RoleOption[];
  titleRules: FormRule[];
  activeMenuRules: FormRule[];
}

const half = { xs: 24, sm: 12 };
const third = { xs: 12, sm: 8 };

/** The route meta fields of spec §3 inside the menu dialog's form; meta.roles holds role names (what the access checks read). */
export function MenuMetaFields({ roles, titleRules, activeMenuRules }: MenuMetaFieldsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`settingTrees.menu.form.${key}`);

  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name={['meta', 'title']} label={label('title')} rules={titleRules} dependencies={['path']}>
          <Input maxLength={50} allowClear aria-label={label('title')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['meta', 'icon']} label={label('icon')}>
          <Input maxLength={100} allowClear aria-label={label('icon')} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name={['meta', 'roles']} label={label('roles')} extra={label('rolesHint')}>
          <Select
            mode="multiple"
            allowClear
            aria-label={label('roles')}
            optionFilterProp="label"
            options={roles.map((role) => ({ value: role.name, label: `${role.title} (${role.name})` }))}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['meta', 'activeMenu']} label={label('activeMenu')} rules={activeMenuRules}>
          <Input maxLength={200} allowClear aria-label={label('activeMenu')} placeholder="/setting/menuManagement" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['meta', 'badge']} label={label('badge')}>
          <Input maxLength={20} allowClear aria-label={label('badge')} />
        </Form.Item>
      </Col>
      {[...META_FLAGS, 'newWindow' as const].map((flag) => (
        <Col {...third} key={flag}>
          <Form.Item name={['meta', flag]} label={label(flag === 'newWindow' ? 'target' : flag)} valuePropName="checked">
            <Switch aria-label={label(flag === 'newWindow' ? 'target' : flag)} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
