import forge from 'node-forge';

/** PKCS#1 v1.5 with a 1024-bit key takes at most 117 plain bytes per 128-byte block. */
const PLAIN_CHUNK = 117;

/** Encrypts a password as jsencrypt does for the product: 117-byte chunks, blocks concatenated, base64. */
export function encryptPassword(publicKeyBase64: string, password: string): string {
  const key = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(publicKeyBase64)));
  const bytes = forge.util.encodeUtf8(password);
  let cipher = '';
  for (let i = 0; i < bytes.length; i += PLAIN_CHUNK) cipher += key.encrypt(bytes.slice(i, i + PLAIN_CHUNK), 'RSAES-PKCS1-V1_5');
  return forge.util.encode64(cipher);
}
