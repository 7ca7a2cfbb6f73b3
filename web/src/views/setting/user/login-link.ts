/** The full address of the server's `/#/freeLogin?...` link, where this app is served (any sub-path). */
export const absoluteLink = (url: string, location: Pick<Location, 'origin' | 'pathname'>): string =>
  `${location.origin}${location.pathname}${url.replace(/^\//, '')}`;
