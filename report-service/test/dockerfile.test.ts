import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// No Docker engine runs here, so this checks what the image build relies on.
describe('Dockerfile', () => {
  const root = path.resolve(__dirname, '../..');
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

  it('copies only paths that exist in the repository', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(/\s+/));
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) expect({ source, exists: existsSync(path.join(root, source)) }).toEqual({ source, exists: true });
  });

  it('runs a script that the report service defines, as a non-root user, with a health check on /healthz', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'report-service/package.json'), 'utf8')) as { scripts: Record<string, string> };
    const cmd = /^CMD \["npm", "--workspace", "report-service", "run", "(\w+)"\]/m.exec(dockerfile);
    expect(cmd && pkg.scripts[cmd[1]!]).toBeTruthy();
    expect(dockerfile).toMatch(/^USER (?!root)\w+/m);
    expect(dockerfile).toMatch(/HEALTHCHECK .*\/healthz/);
    expect(dockerfile).toMatch(/VOLUME \["\/data"\]/);
    expect(dockerfile).toMatch(/FROM node:22-bookworm-slim/);
    expect(dockerfile).toMatch(/apt-get install .*chromium/);
  });
});
