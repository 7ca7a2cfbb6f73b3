import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import forge from 'node-forge';
import { readOrCreateSecretFile } from '../lib/secret-file';

const BLOCK_BYTES = 128;

export interface RsaKeys {
  /** Base64 SPKI (DER) public key, no PEM armour: what `/publicKey` hands out. */
  publicKeyBase64: string;
  /** Decrypts what jsencrypt produced: base64 of 128-byte PKCS#1 v1.5 blocks. Null when it is not such a cipher. */
  decrypt(cipherBase64: string): string | null;
}

/** Loads the 1024-bit key pair from DATA_DIR, creating it on first start. */
export function loadRsaKeys(dataDir: string): RsaKeys {
  const pem = readOrCreateSecretFile(path.join(dataDir, 'rsa-private.pem'), () =>
    generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  return rsaKeysFromPem(pem);
}

/** Builds the key helpers from a PEM private key. */
export function rsaKeysFromPem(privatePem: string): RsaKeys {
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  const spkiDer = forge.asn1.toDer(forge.pki.publicKeyToAsn1(publicKey)).getBytes();
  return {
    publicKeyBase64: forge.util.encode64(spkiDer),
    // Node 20 refuses PKCS#1 v1.5 private decryption, so node-forge does it.
    decrypt(cipherBase64) {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipherBase64)) return null;
      const bytes = forge.util.decode64(cipherBase64);
      // jsencrypt may drop a leading zero byte of a lone block; pad it back.
      const blocks = bytes.length < BLOCK_BYTES ? ['\0'.repeat(BLOCK_BYTES - bytes.length) + bytes] : chunk(bytes, BLOCK_BYTES);
      if (blocks.some((b) => b.length !== BLOCK_BYTES)) return null;
      try {
        const plain = blocks.map((block) => privateKey.decrypt(block, 'RSAES-PKCS1-V1_5')).join('');
        return forge.util.decodeUtf8(plain);
        // eslint-disable-next-line no-restricted-syntax -- forge's refusal says only "not a password sealed with this key", which the null answers
      } catch {
        return null;
      }
    },
  };
}

function chunk(bytes: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.slice(i, i + size));
  return out;
}
