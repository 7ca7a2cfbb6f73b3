import { ADMIN_ROLE, ROLE_ABILITIES, type RoleRow } from '@proposal-desk/shared';
import { Button, Checkbox, Col, Form, Input, Row, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleFormValues } from '../../../api/roles';
import { languageOf } from '../../../components/dialogs/use-message-text';
import { buildRoleRules } from './role-rules';

interface RoleFormProps {
  /** The edited role; absent when adding. */
  role?: RoleRow;
  saving?: boolean;
  onSubmit(values: RoleFormValues): void;
  onCancel(): void;
}

const initialValues = (role?: RoleRow): Partial<RoleFormValues> =>
  role
    ? { code: role.code, name: role.name, title: role.title, description: role.description, abilities: role.abilities }
    : { abilities: [] };

/** Code (the level helper's digits), name, title, description and the abilities of the shared list. */
export function RoleForm({ role, saving = false, onSubmit, onCancel }: RoleFormProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const rules = useMemo(() => buildRoleRules(lang), [lang]);
  const c = (key: string) => t(`settingUsers.roles.columns.${key}`);
  // The web app and the server recognise the administrator by this name and code: they stay fixed.
  const fixed = role?.name === ADMIN_ROLE;

  return (
    <Form<RoleFormValues> layout="vertical" initialValues={initialValues(role)} onFinish={onSubmit} autoComplete="off">
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="code" label={c('code')} rules={rules.code} required>
            <Input maxLength={10} disabled={fixed} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="name" label={c('name')} rules={rules.name} required>
            <Input maxLength={50} disabled={fixed} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="title" label={c('title')} rules={rules.title} required>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('settingUsers.roles.form.description')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
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
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        <Space>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common.save')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
