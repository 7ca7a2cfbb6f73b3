import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './instances';

/** The server block's body the deployment uses (deploy/nginx/proposal-desk.conf), included as it is. */
const DEPLOYED_SERVER = path.resolve(__dirname, '../../deploy/nginx/proposal-desk.conf');

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx in front of `upstreams` (host:port), in the foreground, with its files in a folder of its own: the
 * deployment's upstream and server of deploy/nginx/nginx.conf, with these instances and a free port, and each
 * answer naming the instance that gave it (X-Upstream).
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'pd-nginx-'));
  // Its workers may run as another user (nginx started as root): they write their temporary files here.
  chmodSync(prefix, 0o755);
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, dir));
    chmodSync(path.join(prefix, dir), 0o777);
  }
  const port = await freePort();
  const config = `
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream proposal_desk {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    add_header X-Upstream $upstream_addr always;
    include ${DEPLOYED_SERVER};
  }
}
`;
  writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const child: ChildProcess = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited during start:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      return {
        url,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGQUIT');
          await exited;
        },
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx was not ready in time:\n${output}`);
}
