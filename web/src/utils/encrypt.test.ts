import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { encryptForServer } from './encrypt';

const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
const publicKeyBase64 = forge.pki
  .publicKeyToPem(keys.publicKey)
  .replace(/-----[^-]+-----/g, '')
  .replace(/\s+/g, '');

/** Decrypts as the server does: 128-byte blocks, PKCS#1 v1.5. */
function decrypt(cipherBase64: string): string {
  const bytes = forge.util.decode64(cipherBase64);
  let plain = '';
  for (let i = 0; i < bytes.length; i += 128) plain += keys.privateKey.decrypt(bytes.slice(i, i + 128), 'RSAES-PKCS1-V1_5');
  return forge.util.decodeUtf8(plain);
}

describe('encryptForServer', () => {
  it('round-trips a short password', () => {
    const cipher = encryptForServer(publicKeyBase64, 'Passw0rd!');
    expect(forge.util.decode64(cipher)).toHaveLength(128);
    expect(decrypt(cipher)).toBe('Passw0rd!');
  });

  it('encrypts long text in 117-byte chunks', () => {
    const text = 'x'.repeat(300);
    const cipher = encryptForServer(publicKeyBase64, text);
    expect(forge.util.decode64(cipher)).toHaveLength(3 * 128);
    expect(decrypt(cipher)).toBe(text);
  });

  it('round-trips Chinese text', () => {
    expect(decrypt(encryptForServer(publicKeyBase64, '密码测试123'))).toBe('密码测试123');
  });
});
