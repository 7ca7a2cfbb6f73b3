/** An ISO time as Beijing wall-clock `yyyy-mm-dd hh:mm:ss` (how the export shows it). */
export function formatDateTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return new Date(time.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}
