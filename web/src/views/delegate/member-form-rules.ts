import type { MessageKey } from '@proposal-desk/shared';
import type { FormRule } from 'antd';
import type { MemberFormValues } from '../../api/members';
import { buildProfileRules } from '../../components/dialogs/profile-rules';

type MessageText = (key: MessageKey) => string;

/**
 * The add / edit rules (spec §5): the personal-centre rules for the contact fields, plus the name,
 * session and delegation or group the AddNPC schema requires, with the same catalogue messages.
 */
export function buildMemberRules(text: MessageText): Record<keyof MemberFormValues, FormRule[]> {
  return {
    ...buildProfileRules(text),
    Staff_Name: [{ required: true, whitespace: true, message: text('profile.staffNameRequired') }],
    Case_ID: [{ max: 50 }],
    SPV_ID: [{ required: true, message: text('member.sessionRequired') }],
    DLG_ID: [{ required: true, message: text('member.groupRequired') }],
    Type: [],
  };
}
