import { roleTitleIn, USER_TYPES, UserSaveBody, type DepartmentNode, type RoleOption, type UserRow } from '@proposal-desk/shared';
import { useTranslation } from 'react-i18next';
import { addUser, updateUser, type AddedUser, type UserFormValues } from '../../../api/users';
import { SelectField, TreeSelectField } from '../../../components/form/ChoiceField';
import { FormDialog, type FormDialogControl } from '../../../components/form/FormDialog';
import { useSchemaRules } from '../../../components/form/schema-rules';
import { TextField } from '../../../components/form/TextField';
import { toDepartmentOptions } from './department-options';
import { SeatFields } from './SeatFields';
import { NewPasswordField } from '../../../components/dialogs/NewPasswordField';
import { languageOf } from '../../../components/dialogs/use-message-text';

/** After a save, an added user with a generated password carries it (shown once, by the page). */
interface UserFormDialogProps extends FormDialogControl<AddedUser> {
  /** The edited user; absent when adding. */
  user?: UserRow;
  roles: readonly RoleOption[];
  departments: readonly DepartmentNode[];
}

const valuesOf = (user?: UserRow): Partial<UserFormValues> =>
  user
    ? {
        username: user.username,
        staff_Name: user.staff_Name,
        mobile: user.mobile,
        roleIds: user.roles.map((role) => role.id),
        dept_ID: user.dept_ID,
        type: user.type,
        hR_ID: user.hR_ID,
        unit_ID: user.unit_ID ?? undefined,
      }
    : { roleIds: [] };

const trimmed = (values: UserFormValues): UserFormValues => ({
  ...values,
  username: values.username.trim(),
  staff_Name: values.staff_Name.trim(),
});

/** User name, name, mobile, roles, department, type, handling unit, linked member profile and (when adding) a password. */
export function UserFormDialog({ user, roles, departments, ...control }: UserFormDialogProps) {
  const { t, i18n } = useTranslation();
  const k = (key: string) => t(`settingUsers.users.form.${key}`);
  const fields = useSchemaRules(UserSaveBody, { username: k('usernameLabel') });
  const lang = languageOf(i18n.language);
  const roleOptions = roles.map((role) => ({ value: role.id, label: roleTitleIn(role, lang) }));
  // The schema lets a user have no role; the dialog asks for one, as every account needs a menu.
  const atLeastOneRole = { required: true, type: 'array' as const, min: 1, message: k('rolesRequired') };
  const typeOptions = [
    { value: USER_TYPES.NPC, label: t('settingUsers.users.type.npc') },
    { value: USER_TYPES.CPPCC, label: t('settingUsers.users.type.cppcc') },
  ];

  return (
    <FormDialog<UserFormValues, AddedUser>
      {...control}
      name="userForm"
      title={k(user ? 'editTitle' : 'addTitle')}
      width={560}
      initialValues={valuesOf(user)}
      submit={(values) => (user ? updateUser(user.user_ID, trimmed(values)) : addUser(trimmed(values)))}
      // A generated password is shown with the server's message in the page's own dialog.
      announces={(answer) => !answer.data?.password}
    >
      <TextField name="username" label={k('username')} field={fields.username} autoComplete="off" allowClear={false} />
      <TextField name="staff_Name" label={k('name')} field={fields.staff_Name} allowClear={false} />
      <TextField name="mobile" label={k('mobile')} field={fields.mobile} allowClear={false} />
      {!user && <NewPasswordField name="password" label={k('password')} field={fields.password} hint={k('passwordHint')} />}
      <SelectField name="roleIds" label={k('roles')} mode="multiple" options={roleOptions} search rules={[atLeastOneRole]} />
      <TreeSelectField name="dept_ID" label={k('department')} treeData={toDepartmentOptions(departments)} allowClear />
      <SelectField
        name="type"
        label={k('type')}
        options={typeOptions}
        placeholder={t('settingUsers.users.type.none')}
        allowClear
        item={{ extra: k('typeHint') }}
      />
      <SeatFields roles={roles} userId={user?.user_ID} />
    </FormDialog>
  );
}
