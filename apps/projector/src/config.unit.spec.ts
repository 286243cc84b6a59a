import { describe, expect, it } from 'vitest';
import { parseEnv, projectorEnv, workersEnv } from './config.js';

const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/wellway' };

describe('the projector and workers configuration', () => {
  it('has defaults for everything but the database', () => {
    expect(parseEnv(projectorEnv, env)).toEqual({ DATABASE_URL: env.DATABASE_URL, STOP_TIMEOUT_MS: 10_000, REBUILD_THREADS: 2 });
    expect(parseEnv(workersEnv, { ...env, SMTP_URL: '' })).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379', PORT: 8080 });
  });

  it.each([
    [projectorEnv, {}, 'DATABASE_URL is not set'],
    [projectorEnv, { ...env, HEALTH_PORT: 'x' }, 'HEALTH_PORT must be a whole number from 1 to 65535, got "x"'],
    [projectorEnv, { ...env, REBUILD_THREADS: '-1' }, 'REBUILD_THREADS must be a whole number from 0 to 16, got "-1"'],
    [workersEnv, { ...env, REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL, got "127.0.0.1:6379"'],
    [
      workersEnv,
      { ...env, EMAIL_RESERVATION_SWEEP_MINUTES: '-5' },
      'EMAIL_RESERVATION_SWEEP_MINUTES must be a number of minutes above 0, got "-5"',
    ],
    [workersEnv, { ...env, QUEUE_BACKEND: 'sqs' }, 'QUEUE_BACKEND must be redis or postgres, got "sqs"'],
  ] as const)('stops at a wrong or missing value with one line naming the variable', (schema, values, message) => {
    expect(() => parseEnv(schema, values)).toThrow(message);
  });
});
