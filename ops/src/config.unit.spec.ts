import { describe, expect, it } from 'vitest';
import { launcherConfig } from './config.js';

describe("npm start's configuration", () => {
  it('needs nothing', () => {
    expect(launcherConfig({})).toMatchObject({ PORT: 8080, SEED_DEMO: true, REDIS_URL: 'redis://127.0.0.1:6379', STOP_TIMEOUT_MS: 15_000 });
  });

  it.each([
    [{ PORT: '80a' }, 'PORT must be a whole number from 0 to 65535, got "80a"'],
    [{ SEED_DEMO: 'no' }, 'SEED_DEMO must be true or false, got "no"'],
    [{ DATABASE_URL: 'localhost:5432' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "localhost:5432"'],
    [{ STOP_TIMEOUT_MS: 'soon' }, 'STOP_TIMEOUT_MS must be a whole number from 100 to 600000, got "soon"'],
  ])('stops at a wrong value with one line naming the variable (%j)', (env, message) => {
    expect(() => launcherConfig(env)).toThrow(message);
  });
});
