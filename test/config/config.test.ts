import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readEnv } from '../../src/config.ts';

describe('configuration', () => {
  it('fills every default', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: 600,
      DATABASE_MIGRATE: true,
      FOOD_CATALOGUE: 'sr28',
    });
  });

  it('converts strings from the environment', () => {
    const c = loadConfig({ PORT: '8080', DATABASE_MIGRATE: 'false', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.PORT).toBe(8080);
    expect(c.DATABASE_MIGRATE).toBe(false);
    expect(c.DATABASE_URL).toBe('postgres://u@h:5432/db');
    expect(Object.isFrozen(c)).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT: must be integer \(got "eighty"\)/],
    [{ PORT: '70000' }, /PORT: .*65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must match/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ FOOD_CATALOGUE: 'all' }, /FOOD_CATALOGUE/],
    [{ BOOTSTRAP_API_KEY: 'secret' }, /BOOTSTRAP_API_KEY/],
  ])('fails fast naming the bad variable: %o', (raw, message) => {
    expect(() => loadConfig(raw)).toThrow(ConfigError);
    expect(() => loadConfig(raw)).toThrow(message);
  });

  it('reads only the variables it knows and treats empty values as unset', () => {
    expect(readEnv({ PORT: '1', HOME: '/root', HOST: '' })).toEqual({ PORT: '1' });
  });
});
