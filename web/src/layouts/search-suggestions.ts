/** A page the search dialog can suggest. */
export interface SearchPage {
  path: string;
  title: string;
}

/** The pages whose shown title, original title or path contains the text (case-insensitive); none for blank text. */
export function filterSuggestions(pages: readonly SearchPage[], text: string, translate: (title: string) => string): SearchPage[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return pages.filter((p) => [translate(p.title), p.title, p.path].some((s) => s.toLowerCase().includes(needle)));
}
