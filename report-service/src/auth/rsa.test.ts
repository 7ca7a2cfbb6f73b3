import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { loadRsaKeys } from './rsa';

describe('RSA keys', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-rsa-'));
  const keys = loadRsaKeys(dir);
  const publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(keys.publicKeyBase64))) as forge.pki.rsa.PublicKey;
  const encryptChunks = (text: string) => {
    const bytes = forge.util.encodeUtf8(text);
    let out = '';
    for (let i = 0; i < bytes.length; i += 117) out += publicKey.encrypt(bytes.slice(i, i + 117), 'RSAES-PKCS1-V1_5');
    return forge.util.encode64(out);
  };

  it('keeps one 1024-bit key pair in DATA_DIR', () => {
    expect(publicKey.n.bitLength()).toBe(1024);
    expect(loadRsaKeys(dir).publicKeyBase64).toBe(keys.publicKeyBase64);
  });

  it('decrypts a password and text longer than one 117-byte chunk', () => {
    expect(keys.decrypt(encryptChunks('Admin@2026'))).toBe('Admin@2026');
    const long = '建议提案'.repeat(40);
    expect(keys.decrypt(encryptChunks(long))).toBe(long);
  });

  it('answers null for plain text or damaged cipher', () => {
    expect(keys.decrypt('Admin@2026')).toBeNull();
    expect(keys.decrypt(encryptChunks('x').slice(0, 40))).toBeNull();
    expect(keys.decrypt('')).toBeNull();
  });
});
