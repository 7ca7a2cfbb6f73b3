/** The messages of tying an account to its seat (`MESSAGES`): a unit user to its unit, a deputy or member to their profile. */
export const USER_SEAT_MESSAGES = {
  'user.unitRequired': { zh: '承办单位经办人须选择其承办单位', en: 'A handling-unit user needs its handling unit' },
  'user.memberRequired': { zh: '代表委员账号须关联其代表委员档案', en: 'A deputy’s or member’s account needs their profile' },
} as const;
