import JSEncrypt from 'jsencrypt';

const CHUNK_BYTES = 117;

/**
 * Encrypts with the server's RSA key as the spec says: PKCS#1 v1.5 over 117-byte chunks, the 128-byte
 * blocks concatenated and base64-encoded.
 */
export function encryptForServer(publicKeyBase64: string, text: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyBase64);
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length || i === 0; i += CHUNK_BYTES) {
    const chunk = new TextDecoder().decode(bytes.slice(i, i + CHUNK_BYTES));
    const cipher = encryptor.encrypt(chunk);
    if (cipher === false) throw new Error('RSA encryption failed');
    binary += leftPad(atob(cipher), 128);
  }
  return btoa(binary);
}

// jsencrypt drops leading zero bytes of a block; the server expects whole 128-byte blocks.
function leftPad(block: string, size: number): string {
  return block.length >= size ? block : '\0'.repeat(size - block.length) + block;
}
