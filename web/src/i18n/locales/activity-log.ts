/** Strings of the activity log page (`/log/activityLog`). */
export const activityLog = {
  zh: {
    filter: {
      user: '用户',
      userPlaceholder: '姓名或账号',
      module: '模块',
      modulePlaceholder: '全部模块',
      dates: '日期',
      datesStart: '开始日期',
      datesEnd: '结束日期',
      search: '查询',
      reset: '重置',
    },
    columns: {
      user: '操作人',
      module: '模块',
      description: '操作内容',
      time: '操作时间',
      from: '来源',
    },
    total: '共 {{total}} 条',
    removedUser: '（已删除的用户）',
    unknownClient: '未知客户端',
  },
  en: {
    filter: {
      user: 'User',
      userPlaceholder: 'Name or user name',
      module: 'Module',
      modulePlaceholder: 'All modules',
      dates: 'Dates',
      datesStart: 'From',
      datesEnd: 'To',
      search: 'Search',
      reset: 'Reset',
    },
    columns: {
      user: 'User',
      module: 'Module',
      description: 'Action',
      time: 'Time',
      from: 'From',
    },
    total: '{{total}} entries',
    removedUser: '(deleted user)',
    unknownClient: 'Unknown client',
  },
};
