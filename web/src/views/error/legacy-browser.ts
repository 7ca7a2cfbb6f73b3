/** Whether the page runs in Internet Explorer (document.documentMode, or MSIE/Trident in the user agent). */
export function isInternetExplorer(doc: Document, userAgent: string): boolean {
  return 'documentMode' in doc || /MSIE |Trident\//.test(userAgent);
}
