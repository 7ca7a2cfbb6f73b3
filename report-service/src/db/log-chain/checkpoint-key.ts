import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readOrCreateSecretFile } from '../../lib/secret-file';

/**
 * The server's key for the log's checkpoints: an Ed25519 key pair kept in DATA_DIR beside the JWT secret and the RSA
 * key (instances sharing DATA_DIR share it), made on first use. Whoever can read DATA_DIR can sign; the checkpoints
 * protect the log from someone who reaches only the database.
 */
export const CHECKPOINT_KEY_FILE = 'log-checkpoint-key.pem';

export interface CheckpointKey {
  /** The first 16 hex digits of the SHA-256 of the public key (SPKI DER): each line names the key that signed it. */
  id: string;
  /** The public key (PEM), to check the lines elsewhere. */
  publicKeyPem: string;
  /** A base64 Ed25519 signature of the text. */
  sign(text: string): string;
  verify(text: string, signature: string): boolean;
}

function keyOf(privatePem: string): CheckpointKey {
  const privateKey: KeyObject = createPrivateKey(privatePem);
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    id: createHash('sha256').update(spki).digest('hex').slice(0, 16),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64'),
    verify: (text, signature) => verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64')),
  };
}

/** The key in DATA_DIR, made when there is none (the nightly upkeep, the seed's reset, a restore). */
export function loadCheckpointKey(dataDir: string): CheckpointKey {
  return keyOf(
    readOrCreateSecretFile(path.join(dataDir, CHECKPOINT_KEY_FILE), () =>
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ),
  );
}

/** The key in DATA_DIR, or null: checking never makes one (a new key would verify no line written before). */
export function readCheckpointKey(dataDir: string): CheckpointKey | null {
  const file = path.join(dataDir, CHECKPOINT_KEY_FILE);
  return existsSync(file) ? keyOf(readFileSync(file, 'utf8')) : null;
}
