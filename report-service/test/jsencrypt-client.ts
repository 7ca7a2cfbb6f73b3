import JSEncryptModule from 'jsencrypt';

type Encryptor = { setPublicKey(key: string): void; encrypt(text: string): string | false };
const JSEncrypt = ((JSEncryptModule as unknown as { default?: unknown }).default ?? JSEncryptModule) as new () => Encryptor;

/** Encrypts exactly as the web client does: jsencrypt with the server's key, 117-byte chunks concatenated. */
export function encryptLikeJsencrypt(publicKeyBase64: string, text: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyBase64);
  const bytes = Buffer.from(text, 'utf8');
  const blocks: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 117) {
    const cipher = encryptor.encrypt(bytes.subarray(i, i + 117).toString('utf8'));
    if (cipher === false) throw new Error('jsencrypt failed');
    blocks.push(Buffer.from(cipher, 'base64'));
  }
  return Buffer.concat(blocks).toString('base64');
}
