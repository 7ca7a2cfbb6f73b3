/** Strings used everywhere. */
export const common = {
  zh: {
    appTitle: '建议提案办理系统',
    ok: '确定',
    cancel: '取消',
    save: '保存',
    close: '关闭',
    loading: '加载中…',
    search: '查询',
    reset: '重置',
    unfold: '展开',
    fold: '收起',
    total: '共 {{total}} 条',
  },
  en: {
    appTitle: 'Proposal Desk',
    ok: 'OK',
    cancel: 'Cancel',
    save: 'Save',
    close: 'Close',
    loading: 'Loading…',
    search: 'Search',
    reset: 'Reset',
    unfold: 'More filters',
    fold: 'Fewer filters',
    total: '{{total}} items',
  },
};
