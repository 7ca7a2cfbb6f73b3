import { MenuMetaBody, type RoleOption } from '@proposal-desk/shared';
import { Col, Form, Row, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/ChoiceField';
import { COLUMNS } from '../../../components/form/field-layout';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { META_FLAGS } from './menu-form-values';

interface MenuMetaFieldsProps {
  roles: RoleOption[];
  /** The title is required for every entry but the wildcard: the dialog checks it against the path. */
  titleRule: FormRule;
}

const meta = (key: string) => ['meta', key];

/** The route meta fields of spec §3 inside the menu dialog's form; meta.roles holds role names (what the access checks read). */
export function MenuMetaFields({ roles, titleRule }: MenuMetaFieldsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`settingTrees.menu.form.${key}`);
  const roleChoices = roles.map((role) => ({ value: role.name, label: `${role.title} (${role.name})` }));
  const rolesHint = { search: true, item: { extra: label('rolesHint') } };
  // The wildcard path needs no title: the title's check follows the path.
  const followPath = { dependencies: ['path'] };
  const fields = useSchemaRules(MenuMetaBody, { title: label('title'), icon: label('icon'), badge: label('badge') });

  return (
    <Row gutter={16}>
      <TextField
        column={COLUMNS.half}
        name={meta('title')}
        label={label('title')}
        field={fields.title}
        rules={[titleRule]}
        item={followPath}
      />
      <TextField column={COLUMNS.half} name={meta('icon')} label={label('icon')} field={fields.icon} />
      <SelectField
        column={COLUMNS.whole}
        name={meta('roles')}
        label={label('roles')}
        mode="multiple"
        options={roleChoices}
        {...rolesHint}
      />
      <TextField
        column={COLUMNS.half}
        name={meta('activeMenu')}
        label={label('activeMenu')}
        field={fields.activeMenu}
        placeholder="/setting/menuManagement"
      />
      <TextField column={COLUMNS.half} name={meta('badge')} label={label('badge')} field={fields.badge} />
      {[...META_FLAGS, 'newWindow' as const].map((flag) => (
        <Col {...COLUMNS.third} key={flag}>
          <Form.Item name={['meta', flag]} label={label(flag === 'newWindow' ? 'target' : flag)} valuePropName="checked">
            <Switch aria-label={label(flag === 'newWindow' ? 'target' : flag)} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
