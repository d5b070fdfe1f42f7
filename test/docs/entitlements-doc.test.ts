import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describePlans } from '../../src/domain/entitlements/plans.ts';

describe('docs/decisions/0007-entitlements.md', () => {
  it('shows the plans exactly as the code defines them', () => {
    const doc = readFileSync(
      path.resolve(import.meta.dirname, '..', '..', 'docs', 'decisions', '0007-entitlements.md'),
      'utf8',
    );
    const m = /<!-- plans-table:start -->\n([\s\S]*?)\n<!-- plans-table:end -->/.exec(doc);
    expect(m?.[1]).toBe(describePlans());
  });
});
