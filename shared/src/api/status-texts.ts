/** The standard texts of the spec's error catalogue (§8), by HTTP status, in both languages. */
export const STATUS_TEXTS: Record<number, { zh: string; en: string }> = {
  200: { zh: '服务器成功返回请求数据', en: 'Success' },
  201: { zh: '新建或修改数据成功', en: 'Created or modified' },
  202: { zh: '一个请求已经进入后台排队（异步任务）', en: 'Queued' },
  204: { zh: '删除数据成功', en: 'Deleted' },
  400: { zh: '发出信息有误', en: 'Wrong request information' },
  401: { zh: '用户没有权限（令牌失效、用户名、密码错误、登录过期）', en: 'No permission (token, user name or password wrong)' },
  403: { zh: '用户得到授权，但是访问是被禁止的', en: 'Forbidden' },
  404: { zh: '访问资源不存在', en: 'Resource not found' },
  406: { zh: '请求格式不可得', en: 'Format not available' },
  410: { zh: '请求资源被永久删除，且不会被看到', en: 'Permanently deleted' },
  429: { zh: '请求过多，请稍后再试', en: 'Too many requests, try again later' },
  500: { zh: '服务器发生错误', en: 'Server error' },
  502: { zh: '网关错误', en: 'Gateway error' },
  503: { zh: '服务不可用，服务器暂时过载或维护', en: 'Service unavailable' },
  504: { zh: '网关超时', en: 'Gateway timeout' },
};

/** The standard text for a status, falling back to the 500 text. */
export function statusText(status: number, lang: 'zh' | 'en' = 'zh'): string {
  return (STATUS_TEXTS[status] ?? STATUS_TEXTS[500]!)[lang];
}
