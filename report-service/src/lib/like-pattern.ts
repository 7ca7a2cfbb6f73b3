/** A LIKE/ILIKE pattern matching `text` anywhere, with the pattern characters of the input escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
