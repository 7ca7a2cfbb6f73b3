import { USER_STATES, USER_TYPES, type DepartmentNode, type RoleOption } from '@proposal-desk/shared';
import { Button, Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserListParams } from '../../../api/users';
import { toDepartmentOptions } from './department-options';

export type UserFilterValues = Pick<UserListParams, 'keyword' | 'deptId' | 'roleId' | 'type' | 'state'>;

interface UserFiltersProps {
  roles: readonly RoleOption[];
  departments: readonly DepartmentNode[];
  onSearch(values: UserFilterValues): void;
}

const EMPTY: UserFilterValues = { keyword: undefined, deptId: undefined, roleId: undefined, type: undefined, state: undefined };

/** Keyword, department, role, type and state: the server filters by them. */
export function UserFilters({ roles, departments, onSearch }: UserFiltersProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFilterValues>();
  const c = (key: string) => t(`settingUsers.users.columns.${key}`);

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch({ ...EMPTY, ...values, keyword: values.keyword?.trim() || undefined })}
    >
      <Form.Item name="keyword" label={t('settingUsers.users.keyword')}>
        <Input placeholder={t('settingUsers.users.keywordPlaceholder')} allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="deptId" label={c('department')}>
        <TreeSelect
          treeData={toDepartmentOptions(departments)}
          allowClear
          treeDefaultExpandAll
          style={{ width: 180 }}
          placeholder={t('settingUsers.all')}
        />
      </Form.Item>
      <Form.Item name="roleId" label={c('roles')}>
        <Select
          options={roles.map((role) => ({ value: role.id, label: role.title }))}
          allowClear
          style={{ width: 160 }}
          placeholder={t('settingUsers.all')}
        />
      </Form.Item>
      <Form.Item name="type" label={c('type')}>
        <Select
          options={[
            { value: USER_TYPES.NPC, label: t('settingUsers.users.type.npc') },
            { value: USER_TYPES.CPPCC, label: t('settingUsers.users.type.cppcc') },
          ]}
          allowClear
          style={{ width: 110 }}
          placeholder={t('settingUsers.all')}
        />
      </Form.Item>
      <Form.Item name="state" label={c('state')}>
        <Select
          options={[
            { value: USER_STATES.ENABLED, label: t('settingUsers.users.state.enabled') },
            { value: USER_STATES.DISABLED, label: t('settingUsers.users.state.disabled') },
          ]}
          allowClear
          style={{ width: 110 }}
          placeholder={t('settingUsers.all')}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('settingUsers.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch(EMPTY);
          }}
        >
          {t('settingUsers.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
