import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API key format: `nlk_<prefix>_<secret>`. The prefix is 8 base62 characters, stored in clear and
 * used to find the key; the secret is 32 random bytes (256 bits) in base64url. Only the SHA-256 of
 * the whole key is stored; a fast hash is right for a 256-bit random secret (nothing to brute
 * force), and the stored and presented hashes are compared in constant time.
 */
const KEY_PATTERN = /^nlk_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{32,128})$/;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface GeneratedKey {
  key: string;
  prefix: string;
  hash: string;
}

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: reject the tail so every character is equally likely.
      if (byte < 248 && out.length < length) {
        out += BASE62[byte % 62];
      }
    }
  }
  return out;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function generateApiKey(): GeneratedKey {
  const prefix = randomBase62(8);
  const key = `nlk_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashKey(key) };
}

/** The lookup prefix of a well-formed key, or undefined when the key is malformed. */
export function keyPrefix(key: string): string | undefined {
  return KEY_PATTERN.exec(key)?.[1];
}

export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
