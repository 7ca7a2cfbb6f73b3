import { RoleSaveBody, type Language } from '@proposal-desk/shared';
import type { FormRule } from 'antd';
import { zodRule } from '../common/zod-rule';

const fields = RoleSaveBody.shape;

/** The rules of the role dialog: the shared schema's checks, with the server's messages. */
export function buildRoleRules(lang: Language): Record<'code' | 'name' | 'title', FormRule[]> {
  return {
    code: [zodRule(fields.code, lang, '')],
    name: [zodRule(fields.name, lang, '')],
    title: [zodRule(fields.title, lang, '')],
  };
}
