// The file name a server gives a download in its Content-Disposition header (RFC 6266):
// `filename*` (RFC 5987/8187, e.g. `UTF-8''%E5%8A%9E…`) wins over the plain `filename`.

/** The header's parameters, lower-cased names → raw values (quoted strings unquoted). */
function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  // name = token | "quoted string"; the first part (attachment / inline) has no `=` and is skipped.
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of header.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim();
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** Decodes an RFC 5987 ext-value `charset'language'percent-encoded`; undefined when it cannot be read. */
function decodeExtValue(value: string): string | undefined {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch (error) {
    // A stray % is an ext-value that cannot be read, which undefined answers.
    if (error instanceof URIError) return undefined;
    throw error;
  }
  return undefined;
}

/** Keeps only the last path segment of a name (a server name must not choose a folder). */
const baseName = (name: string) => name.split(/[/\\]/).pop()?.trim() ?? '';

/** The file name of a Content-Disposition header, or undefined when it names none. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = dispositionParams(header);
  const extended = params.get('filename*');
  const decoded = extended === undefined ? undefined : decodeExtValue(extended);
  const name = baseName(decoded ?? params.get('filename') ?? '');
  return name || undefined;
}
