import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BlockList, isIPv4 } from 'node:net';

// No Docker engine runs here, so this checks what the compose file says: the instances believe X-Forwarded-For from
// nginx's fixed address only, which lies in the compose network's subnet (not from every private address).
describe('deploy/docker-compose.yml', () => {
  const compose = readFileSync(path.resolve(__dirname, '../../deploy/docker-compose.yml'), 'utf8');
  const env = readFileSync(path.resolve(__dirname, '../../deploy/.env.example'), 'utf8');
  /** The value of `key:` in the compose file, with its `${VAR:-default}` read as the default. */
  const setting = (key: string) => {
    const line = new RegExp(`^\\s*-?\\s*${key}: (.+)$`, 'm').exec(compose)?.[1]?.trim() ?? '';
    return { raw: line, value: line.replace(/^\$\{(\w+):-(.+)\}$/, '$2'), variable: /^\$\{(\w+):-/.exec(line)?.[1] };
  };
  const envValue = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(env)?.[1];

  it('trusts nginx’s address alone, fixed in the network’s subnet', () => {
    const trusted = setting('TRUST_PROXY');
    const nginx = setting('ipv4_address');
    const subnet = setting('subnet');
    expect(trusted.raw).not.toMatch(/uniquelocal|loopback|linklocal/);
    expect(isIPv4(nginx.value)).toBe(true);
    expect(trusted).toEqual(nginx);
    const [network, prefix] = subnet.value.split('/');
    const range = new BlockList();
    range.addSubnet(network!, Number(prefix));
    expect(range.check(nginx.value)).toBe(true);
    expect(envValue(nginx.variable ?? '')).toBe(nginx.value);
    expect(envValue(subnet.variable ?? '')).toBe(subnet.value);
  });
});
