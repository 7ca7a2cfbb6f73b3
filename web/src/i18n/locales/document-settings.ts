/** The letterhead card of 办理设置 (公文设置). */
export const documentSettings = {
  zh: {
    title: '公文设置',
    hint: '交办函、一人一函和办理情况报告的落款使用这里的发文机关、文号格式（{year} 年份、{seq} 序号）和联系人；未填序号时文号留空待手填。',
    office: '发文机关',
    numberPattern: '文号格式',
    contact: '联系人及电话',
    example: '示例：{{number}}',
    body: { NPC: '人大', CPPCC: '政协' },
    loadFailed: '公文设置加载失败',
  },
  en: {
    title: 'Document settings',
    hint: 'Assignment letters, letters to submitters and the handling report are signed with the issuing office, document number pattern ({year} the year, {seq} the number) and contact set here; without a number the place is left blank to fill in by hand.',
    office: 'Issuing office',
    numberPattern: 'Document number pattern',
    contact: 'Contact',
    example: 'Example: {{number}}',
    body: { NPC: 'NPC', CPPCC: 'CPPCC' },
    loadFailed: 'The document settings could not be loaded',
  },
};
