import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';

const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/wellway' };

describe('the API configuration', () => {
  it('has defaults for everything but the database', () => {
    expect(configFromEnv(env)).toMatchObject({
      databaseUrl: env.DATABASE_URL,
      port: 8080,
      host: '127.0.0.1',
      secureCookies: false,
      readYourWritesTimeoutMs: 5000,
      stopTimeoutMs: 10_000,
    });
    expect(configFromEnv({ ...env, PORT: '', QUEUE_BACKEND: 'redis', SECURE_COOKIES: 'true' })).toMatchObject({
      port: 8080,
      queueBackend: 'redis',
      secureCookies: true,
    });
  });

  it('marks cookies Secure when the public address is https, unless SECURE_COOKIES says otherwise', () => {
    expect(configFromEnv({ ...env, PUBLIC_URL: 'https://wellness.example.com' }).secureCookies).toBe(true);
    expect(configFromEnv({ ...env, PUBLIC_URL: 'http://localhost:8080' }).secureCookies).toBe(false);
    expect(configFromEnv({ ...env, PUBLIC_URL: 'https://wellness.example.com', SECURE_COOKIES: 'false' }).secureCookies).toBe(false);
    expect(configFromEnv({ ...env, SECURE_COOKIES: 'true' }).secureCookies).toBe(true);
  });

  it.each([
    [{}, 'DATABASE_URL is not set'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://x"'],
    [{ ...env, PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, got "eighty"'],
    [{ ...env, PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ ...env, READ_YOUR_WRITES_TIMEOUT_MS: '1.5' }, 'READ_YOUR_WRITES_TIMEOUT_MS must be a whole number from 0 to 60000, got "1.5"'],
    [{ ...env, SECURE_COOKIES: 'yes' }, 'SECURE_COOKIES must be true or false, got "yes"'],
    [{ ...env, QUEUE_BACKEND: 'kafka' }, 'QUEUE_BACKEND must be redis or postgres, got "kafka"'],
    [
      { ...env, EVENTSTORE_URL: 'http://x' },
      'EVENTSTORE_URL must be a kurrentdb:// or esdb:// or kurrentdb+discover:// or esdb+discover:// URL, got "http://x"',
    ],
  ])('stops at a wrong or missing value with one line naming the variable (%j)', (values, message) => {
    expect(() => configFromEnv(values)).toThrow(message);
    expect(message).not.toContain('\n');
  });
});
