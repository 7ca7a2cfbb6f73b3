// One recorded request of the soak: its time, its status, and whether its body is what was asked for.
import { API_PATHS } from '@proposal-desk/shared';
import { encryptPassword } from './rsa';
import type { SoakStats } from './soak-stats';

/** What a 2xx answer must hold: the API's JSON envelope with success, a PDF, or a ZIP-based file (xlsx, zip). */
export type Expect = 'json' | 'pdf' | 'zip';

const REQUEST_TIMEOUT_MS = 120_000;
const SIGNATURES: Record<Exclude<Expect, 'json'>, string> = { pdf: '%PDF-', zip: 'PK' };

export interface Answer {
  status: number;
  /** `data` of the JSON envelope (json only). */
  data: unknown;
}

function bodyProblem(expect: Expect, body: Buffer): string | undefined {
  if (expect !== 'json') {
    return body.subarray(0, SIGNATURES[expect].length).toString('latin1') === SIGNATURES[expect]
      ? undefined
      : `not a ${expect} file: ${body.subarray(0, 80).toString()}`;
  }
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { success?: unknown };
    return parsed.success === true ? undefined : `envelope without success: ${body.subarray(0, 200).toString()}`;
  } catch {
    return `not JSON: ${body.subarray(0, 200).toString()}`;
  }
}

export class SoakClient {
  constructor(
    readonly baseUrl: string,
    private readonly stats: SoakStats,
  ) {}

  /** Makes the request and records it under `kind`; undefined when it failed before an answer. */
  async call(
    kind: string,
    expect: Expect,
    path: string,
    init: { method?: string; token?: string; json?: unknown } = {},
  ): Promise<Answer | undefined> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status: number;
    let body: Buffer;
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers,
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      body = Buffer.from(await res.arrayBuffer());
      status = res.status;
    } catch (err) {
      this.stats.record(kind, 'error', performance.now() - started, `${path}: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    }
    const elapsed = performance.now() - started;
    const problem = status >= 200 && status < 300 ? bodyProblem(expect, body) : undefined;
    if (problem) {
      this.stats.record(kind, 'bad body', elapsed, `${path}: ${problem}`);
      return undefined;
    }
    this.stats.record(kind, status, elapsed, `${path}: ${body.subarray(0, 300).toString()}`);
    let data: unknown;
    if (expect === 'json' && status < 300) data = (JSON.parse(body.toString('utf8')) as { data?: unknown }).data;
    return { status, data };
  }

  /** The product's sign-in: the public key, then the RSA-encrypted password; the token, or undefined. */
  async signIn(username: string, password: string): Promise<string | undefined> {
    const key = await this.call('sign-in: public key', 'json', API_PATHS.publicKey);
    const publicKey = (key?.data as { publicKey?: unknown } | undefined)?.publicKey;
    if (typeof publicKey !== 'string') return undefined;
    const query = new URLSearchParams({ username, password: encryptPassword(publicKey, password) });
    const answer = await this.call('sign-in', 'json', `${API_PATHS.login}?${query}`);
    const token = (answer?.data as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' ? token : undefined;
  }
}
