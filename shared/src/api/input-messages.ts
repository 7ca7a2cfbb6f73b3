/** The messages of the input layer (`MESSAGES`): days that do not exist, characters no text may hold, oversized imports. */
export const INPUT_MESSAGES = {
  'common.dayInvalid': { zh: '{field}日期格式不正确（应为 YYYY-MM-DD 的有效日期）', en: '{field} is not a valid date (YYYY-MM-DD)' },
  'common.noncharacter': {
    zh: '{field}含有不允许的字符（Unicode 非字符或不完整的字符）',
    en: '{field} contains a character that is not allowed (a Unicode noncharacter or half of a character)',
  },
  'member.importControlCharacter': {
    zh: '第{row}行“{column}”含有不允许的控制字符',
    en: 'Row {row}, “{column}”, contains a control character that is not allowed',
  },
  'member.importNoncharacter': {
    zh: '第{row}行“{column}”含有不允许的字符（Unicode 非字符或不完整的字符）',
    en: 'Row {row}, “{column}”, contains a character that is not allowed (a Unicode noncharacter or half of a character)',
  },
  'member.importTooLargeUnpacked': {
    zh: '该 Excel 文件解压后超过{max}，不能导入',
    en: 'Unpacked, this Excel file is larger than {max}: it cannot be imported',
  },
  'member.importTooManyParts': {
    zh: '该 Excel 文件包含的部件超过{max}个，不能导入',
    en: 'This Excel file holds more than {max} parts: it cannot be imported',
  },
} as const;
