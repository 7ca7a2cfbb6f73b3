import {
  MemberProfileBody,
  MenuSaveBody,
  ReportScheduleSave,
  RoleSaveBody,
  StaffSaveBody,
  UserSaveBody,
  type Language,
} from '@proposal-desk/shared';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { fieldRules, schemaRules, type FieldRules } from './schema-rules';

/** What the form shows under the field for a value: the rule's message, or null when it passes. */
async function problem(field: FieldRules, value: unknown): Promise<string | null> {
  const rule = field.rules[0] as RuleObject;
  try {
    await rule.validator?.(rule, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const member = (lang: Language) => schemaRules(MemberProfileBody, lang);

describe('schemaRules: a shared zod schema as antd rules', () => {
  it('marks required fields and gives a blank one the message the server gives a missing one', async () => {
    expect(member('zh').Staff_Name.required).toBe(true);
    expect(member('zh').Case_ID.required).toBe(false);
    expect(await problem(member('zh').Staff_Name, undefined)).toBe('请输入姓名');
    expect(await problem(member('en').Staff_Name, '')).toBe('Please enter the name');
    expect(await problem(member('zh').SPV_ID, undefined)).toBe('请选择届次');
    expect(await problem(member('zh').Case_ID, '')).toBeNull();
  });

  it('applies the spec’s mobile rules: required, blank after trimming, and the pattern', async () => {
    const mobile = member('zh').Mobile;
    expect(await problem(mobile, '')).toBe('请输入联系电话');
    expect(await problem(mobile, '   ')).toBe('手机号码不能为空');
    expect(await problem(mobile, '23800138000')).toBe('请输入正确的手机号');
    expect(await problem(member('en').Mobile, '1380013800')).toBe('Please enter a valid mobile number');
    expect(await problem(mobile, ' 13800138000 ')).toBeNull();
  });

  it('reads the text limit of `.max()` for the input and refuses longer text with the schema’s message', async () => {
    const staff = schemaRules(StaffSaveBody, 'zh');
    expect([staff.name.maxLength, staff.post.maxLength, staff.email.maxLength, staff.remark.maxLength, staff.mobile.maxLength]).toEqual([
      50, 100, 200, 500, 11,
    ]);
    expect(staff.dept_ID.maxLength).toBeUndefined();
    const menu = schemaRules(MenuSaveBody, 'en');
    expect(menu.path.maxLength).toBe(200);
    expect(await problem(menu.path, `/${'a'.repeat(200)}`)).toBe('The route path must have no spaces and at most 200 characters');
  });

  it('finds the limit inside preprocess steps, defaults and unions', () => {
    expect(schemaRules(RoleSaveBody, 'zh').code.maxLength).toBe(10);
    expect(schemaRules(MenuSaveBody, 'zh').name.maxLength).toBe(50);
    expect(schemaRules(UserSaveBody, 'zh').mobile.maxLength).toBe(11);
    expect(member('zh').Case_ID.maxLength).toBe(50);
  });

  it('reads the range of a number for the number input, and refuses a number out of it', async () => {
    const schedule = schemaRules(ReportScheduleSave, 'zh');
    expect([schedule.keepRuns.min, schedule.keepRuns.max, schedule.keepDays.max]).toEqual([1, 1000, 3650]);
    expect(await problem(schedule.keepRuns, 1001)).toBe('格式不正确');
    expect(await problem(schedule.keepRuns, null)).toBeNull();
    expect(await problem(schedule.runAsUserId, undefined)).toBe('请选择以哪个用户的身份运行');
  });

  it('checks patterns with their catalogue messages in both languages', async () => {
    const zh = schemaRules(RoleSaveBody, 'zh');
    const en = schemaRules(RoleSaveBody, 'en');
    expect(await problem(zh.name, '1auditor')).toBe('角色标识须以字母开头，只能包含字母和数字');
    expect(await problem(en.name, '1auditor')).toBe('The role name must start with a letter and contain only letters and digits');
    expect(await problem(zh.code, 'A1')).toBe('角色编码只能是数字（如22、28）');
    expect(await problem(zh.code, '31')).toBeNull();
  });

  it('applies refinements and names the field where the message has a place for it', async () => {
    const staff = schemaRules(StaffSaveBody, 'zh');
    expect(await problem(staff.email, 'a@b')).toBe('请输入正确的邮箱地址');
    expect(await problem(staff.mobile, '')).toBeNull();
    const zh = schemaRules(UserSaveBody, 'zh', { username: '用户名' });
    const en = schemaRules(UserSaveBody, 'en', { username: 'user name' });
    expect(await problem(zh.username, 'bad name!')).toBe('用户名格式不正确');
    expect(await problem(en.username, 'bad name!')).toBe('user name is invalid');
  });

  it('leaves an optional field blank, whatever the schema says of a typed value', async () => {
    const password = fieldRules(UserSaveBody.shape.password, 'zh');
    expect(password.required).toBe(false);
    expect(await problem(password, '')).toBeNull();
    expect(await problem(password, '12345')).toBe('密码不能少于6位');
  });
});
