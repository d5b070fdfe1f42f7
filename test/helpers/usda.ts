import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is test/helpers/usda.ts). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/**
 * The USDA SR28 folder the tests may read: ../shared/usda-sr28 next to the repository, else
 * /work/shared/usda-sr28; null when neither holds FOOD_DES.txt (the tests that need it skip).
 */
export function sr28Dir(): string | null {
  const candidates = [resolve(REPO_ROOT, '..', 'shared', 'usda-sr28'), '/work/shared/usda-sr28'];
  return candidates.find((dir) => existsSync(join(dir, 'FOOD_DES.txt'))) ?? null;
}
