import { USER_TYPES, type DepartmentNode, type RoleOption, type UserRow } from '@proposal-desk/shared';
import { Button, Form, Input, Select, Space, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFormValues } from '../../../api/users';
import { languageOf } from '../../../components/dialogs/use-message-text';
import { toDepartmentOptions } from './department-options';
import { MemberPicker } from './MemberPicker';
import { buildUserRules } from './user-rules';

interface UserFormProps {
  /** The edited user; absent when adding. */
  user?: UserRow;
  roles: readonly RoleOption[];
  departments: readonly DepartmentNode[];
  saving?: boolean;
  onSubmit(values: UserFormValues): void;
  onCancel(): void;
}

const initialValues = (user?: UserRow): Partial<UserFormValues> =>
  user
    ? {
        username: user.username,
        staff_Name: user.staff_Name,
        mobile: user.mobile,
        roleIds: user.roles.map((role) => role.id),
        dept_ID: user.dept_ID,
        type: user.type,
        hR_ID: user.hR_ID,
      }
    : { roleIds: [] };

/** User name, name, mobile, roles, department, type, linked member profile and (when adding) a password. */
export function UserForm({ user, roles, departments, saving = false, onSubmit, onCancel }: UserFormProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const k = (key: string) => t(`settingUsers.users.form.${key}`);
  const rules = useMemo(
    () =>
      buildUserRules(lang, {
        usernameLabel: t('settingUsers.users.form.usernameLabel'),
        rolesRequired: t('settingUsers.users.form.rolesRequired'),
      }),
    [lang, t],
  );
  const roleOptions = roles.map((role) => ({ value: role.id, label: role.title }));
  const typeOptions = [
    { value: USER_TYPES.NPC, label: t('settingUsers.users.type.npc') },
    { value: USER_TYPES.CPPCC, label: t('settingUsers.users.type.cppcc') },
  ];

  return (
    <Form<UserFormValues>
      layout="vertical"
      initialValues={initialValues(user)}
      onFinish={(values) => onSubmit({ ...values, username: values.username.trim(), staff_Name: values.staff_Name.trim() })}
      autoComplete="off"
    >
      <Form.Item name="username" label={k('username')} rules={rules.username} required>
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="staff_Name" label={k('name')} rules={rules.staff_Name} required>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="mobile" label={k('mobile')} rules={rules.mobile}>
        <Input maxLength={11} />
      </Form.Item>
      {!user && (
        <Form.Item name="password" label={k('password')} rules={rules.password} extra={k('passwordHint')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item name="roleIds" label={k('roles')} rules={rules.roleIds} required>
        <Select mode="multiple" options={roleOptions} optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="dept_ID" label={k('department')}>
        <TreeSelect treeData={toDepartmentOptions(departments)} allowClear treeDefaultExpandAll />
      </Form.Item>
      <Form.Item name="type" label={k('type')}>
        <Select options={typeOptions} allowClear placeholder={t('settingUsers.users.type.office')} />
      </Form.Item>
      <Form.Item name="hR_ID" label={k('member')} extra={k('memberHint')}>
        <MemberPicker userId={user?.user_ID} />
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
