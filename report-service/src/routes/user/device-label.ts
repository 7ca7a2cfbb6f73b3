/** Browsers by their user-agent token, most specific first (Edge and Opera also say Chrome, Chrome says Safari). */
const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['DingTalk', /DingTalk\/(\d+)/],
  ['QQ Browser', /QQBrowser\/(\d+)/],
  ['UC Browser', /UCBrowser\/(\d+)/],
  ['360 Browser', /QihooBrowser\/(\d+)|360SE|360EE/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
  ['Internet Explorer', /MSIE (\d+)|Trident\/.*rv:(\d+)/],
];

/** Systems by their user-agent token (iOS before macOS: an iPad says "like Mac OS X"). */
const SYSTEMS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['HarmonyOS', /HarmonyOS|OpenHarmony/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

/**
 * A readable label of the browser and system a user agent names ("Chrome 131 · Windows"); a client that is
 * no browser shows its first product token ("curl 8.5"); blank when the agent says nothing.
 */
export function deviceLabel(userAgent: string): string {
  const agent = userAgent.trim();
  if (!agent) return '';
  const system = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0];
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(agent);
    if (!match) continue;
    const version = match.slice(1).find((part) => part !== undefined);
    const browser = version ? `${name} ${version}` : name;
    return system ? `${browser} · ${system}` : browser;
  }
  if (system) return system;
  const product = /^([A-Za-z][\w.-]{0,39})(?:\/([\w.]{1,20}))?/.exec(agent);
  return product ? [product[1], product[2]].filter(Boolean).join(' ') : '';
}
