import { ADMIN_ROLE, ROLE_ABILITIES, RoleSaveBody, type RoleRow } from '@proposal-desk/shared';
import { Checkbox, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { addRole, updateRole, type RoleFormValues } from '../../../api/roles';
import { languageOf } from '../../../components/dialogs/use-message-text';
import { FormDialog, type FormDialogControl } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';

interface RoleFormDialogProps extends FormDialogControl {
  /** The edited role; absent when adding. */
  role?: RoleRow;
}

const valuesOf = (role?: RoleRow): Partial<RoleFormValues> =>
  role
    ? { code: role.code, name: role.name, title: role.title, description: role.description, abilities: role.abilities }
    : { abilities: [] };

/** Code (the level helper's digits), name, title, description and the abilities of the shared list. */
export function RoleFormDialog({ role, ...control }: RoleFormDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const fields = useSchemaRules(RoleSaveBody);
  const c = (key: string) => t(`settingUsers.roles.columns.${key}`);
  const title = t(role ? 'settingUsers.roles.form.editTitle' : 'settingUsers.roles.form.addTitle');
  const submit = (values: RoleFormValues) => (role ? updateRole(role.id, values) : addRole(values));
  // The web app and the server recognise the administrator by this name and code: they stay fixed.
  const fixed = role?.name === ADMIN_ROLE;

  return (
    <FormDialog<RoleFormValues> {...control} name="roleForm" title={title} width={640} initialValues={valuesOf(role)} submit={submit}>
      <Row gutter={16}>
        <Col span={8}>
          <TextField name="code" label={c('code')} field={fields.code} disabled={fixed} allowClear={false} />
        </Col>
        <Col span={8}>
          <TextField name="name" label={c('name')} field={fields.name} disabled={fixed} allowClear={false} />
        </Col>
        <Col span={8}>
          <TextField name="title" label={c('title')} field={fields.title} allowClear={false} />
        </Col>
      </Row>
      <TextField name="description" label={t('settingUsers.roles.form.description')} field={fields.description} rows={2} />
      <Form.Item name="abilities" label={t('settingUsers.roles.form.abilities')}>
        <Checkbox.Group style={{ width: '100%' }}>
          <Row gutter={[8, 8]}>
            {ROLE_ABILITIES.map((ability) => (
              <Col span={8} key={ability.value}>
                <Checkbox value={ability.value}>{ability[lang]}</Checkbox>
              </Col>
            ))}
          </Row>
        </Checkbox.Group>
      </Form.Item>
    </FormDialog>
  );
}
