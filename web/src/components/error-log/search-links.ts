/** Web searches for an error message, to help whoever reads the log. */
export function buildSearchLinks(message: string): Array<{ key: 'baidu' | 'google'; url: string }> {
  const query = encodeURIComponent(message.slice(0, 200));
  return [
    { key: 'baidu', url: `https://www.baidu.com/s?wd=${query}` },
    { key: 'google', url: `https://www.google.com/search?q=${query}` },
  ];
}
