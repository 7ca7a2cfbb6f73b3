const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\/(\d+)/, 'Edge'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short name of the client of a user agent ("Chrome 128 · Windows"); null when nothing is recognised. */
export function clientLabel(userAgent: string): string | null {
  const browser = BROWSERS.map(([pattern, name]) => ({ match: pattern.exec(userAgent), name })).find((b) => b.match);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser ? `${browser.name} ${browser.match?.[1] ?? ''}`.trim() : null, system ?? null].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
