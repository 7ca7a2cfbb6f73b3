/** Strings of the holiday settings page (节假日). */
export const holidays = {
  zh: {
    filter: { year: '年份', yearPlaceholder: '全部年份' },
    columns: { date: '日期', weekday: '星期', name: '名称', workday: '类型', createTime: '创建时间' },
    kind: { holiday: '放假', workday: '调休上班' },
    form: {
      addTitle: '新增节假日',
      editTitle: '编辑节假日',
      date: '日期',
      name: '名称',
      workday: '调休上班',
      workdayHint: '打开表示这一天是补班的工作日（多为周末），办理期限照常计算',
    },
    add: '新增节假日',
    deleteConfirm: '确定删除 {{date}}“{{name}}”吗？',
  },
  en: {
    filter: { year: 'Year', yearPlaceholder: 'All years' },
    columns: { date: 'Date', weekday: 'Weekday', name: 'Name', workday: 'Kind', createTime: 'Created' },
    kind: { holiday: 'Day off', workday: 'Make-up working day' },
    form: {
      addTitle: 'Add holiday',
      editTitle: 'Edit holiday',
      date: 'Date',
      name: 'Name',
      workday: 'Make-up working day',
      workdayHint: 'On: this day (usually a weekend) is worked instead, and deadlines count it',
    },
    add: 'Add holiday',
    deleteConfirm: 'Delete {{name}} on {{date}}?',
  },
};
