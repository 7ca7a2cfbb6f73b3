import { ROLE_LEVELS, roleLevel, type RoleOption } from '@proposal-desk/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchStaffUnits } from '../../../api/staff';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { SelectField } from '../../../components/form/ChoiceField';
import { MemberPicker } from './MemberPicker';

/**
 * What ties an account to its seat: the handling unit of a unit user and the profile of a deputy or
 * member, each required once the chosen roles need it (the server refuses the same).
 */
export function SeatFields({ roles, userId }: { roles: readonly RoleOption[]; userId?: number }) {
  const { t } = useTranslation();
  const message = useMessageText();
  const k = (key: string) => t(`settingUsers.users.form.${key}`);
  const units = useQuery({ queryKey: ['options', 'staffUnits'], queryFn: async () => (await fetchStaffUnits()).data });
  // Read when validating, so the roles chosen a moment before count.
  const neededBy =
    (level: number, key: 'user.unitRequired' | 'user.memberRequired'): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const chosen = (getFieldValue('roleIds') as number[] | undefined) ?? [];
        const needed = roleLevel(roles.filter((role) => chosen.includes(role.id)).map((role) => role.code)) === level;
        if (needed && (value === undefined || value === null)) throw new Error(message(key));
      },
    });
  return (
    <>
      <SelectField
        name="unit_ID"
        label={k('unit')}
        options={(units.data ?? []).map((unit) => ({ value: unit.value, label: unit.label }))}
        search
        allowClear
        rules={[neededBy(ROLE_LEVELS.UNIT_STAFF, 'user.unitRequired')]}
        item={{ extra: k('unitHint') }}
      />
      <Form.Item name="hR_ID" label={k('member')} extra={k('memberHint')} rules={[neededBy(ROLE_LEVELS.SUBMITTER, 'user.memberRequired')]}>
        <MemberPicker userId={userId} />
      </Form.Item>
    </>
  );
}
