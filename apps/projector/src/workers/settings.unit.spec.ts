import { describe, expect, it } from 'vitest';
import { parseEnv, workersEnv } from '../config.js';
import { DEFAULT_SWEEP_AFTER_MS } from '../email-reservations/reactor.js';
import { workerSettings } from './settings.js';

const DATABASE_URL = 'postgres://127.0.0.1/wellway';

describe('workerSettings', () => {
  it('reads the secret, the public URL and the sweep delay from the configuration', () => {
    const warnings: string[] = [];
    const config = parseEnv(workersEnv, {
      DATABASE_URL,
      RESET_TOKEN_SECRET: 's3cret',
      PUBLIC_URL: 'https://acme.wellway.app',
      EMAIL_RESERVATION_SWEEP_MINUTES: '3',
    });
    expect(workerSettings(config, (line) => warnings.push(line))).toEqual({
      resetTokenSecret: 's3cret',
      publicUrl: 'https://acme.wellway.app',
      emailReservationSweepMs: 180_000,
    });
    expect(warnings).toEqual([]);
  });

  it('falls back to a random secret (and says so), localhost on PORT, and the default sweep delay', () => {
    const warnings: string[] = [];
    const settings = workerSettings(parseEnv(workersEnv, { DATABASE_URL, PORT: '9090' }), (line) => warnings.push(line));
    expect(settings.resetTokenSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(settings.publicUrl).toBe('http://localhost:9090');
    expect(settings.emailReservationSweepMs).toBe(DEFAULT_SWEEP_AFTER_MS);
    expect(warnings).toEqual([
      "RESET_TOKEN_SECRET is not set: reset e-mails work only for requests recorded by an API sharing this process's secret",
    ]);
  });
});
