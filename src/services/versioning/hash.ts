import { createHash } from 'node:crypto';
import type { Sha256Hex } from '../../domain/versioning/hash.ts';

/** Hex SHA-256 of UTF-8 text: the hash function every chain of the service uses. */
export const sha256Hex: Sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
