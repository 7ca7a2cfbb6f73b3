/** The 403 and 404 pages and the Internet Explorer warning. */
export const errors = {
  zh: {
    forbiddenTitle: '403',
    forbiddenText: '抱歉，您没有权限访问此页面。',
    notFoundTitle: '404',
    notFoundText: '抱歉，您访问的页面不存在。',
    home: '返回首页',
    back: '返回上一页',
    ieTitle: '浏览器版本过低',
    ieText: '您正在使用 Internet Explorer，本系统无法在其中正常运行。请更换为 Chrome、Edge 或 Firefox 等现代浏览器。',
    ieOk: '我知道了',
  },
  en: {
    forbiddenTitle: '403',
    forbiddenText: 'Sorry, you are not allowed to open this page.',
    notFoundTitle: '404',
    notFoundText: 'Sorry, the page you opened does not exist.',
    home: 'Back to home',
    back: 'Go back',
    ieTitle: 'Your browser is outdated',
    ieText:
      'You are using Internet Explorer, in which this system cannot work. Please change to a modern browser such as Chrome, Edge or Firefox.',
    ieOk: 'Got it',
  },
};
