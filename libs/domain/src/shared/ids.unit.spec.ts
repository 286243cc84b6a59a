import { v5 as uuidv5 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { deterministicId } from './ids.js';

const NAMESPACE = 'b7c1c5d2-4f55-4d0e-9a55-6f0f3e1f2a11';

describe('deterministicId', () => {
  it('gives the uuid package v5 ids (ASCII, Unicode, empty and long names)', () => {
    const cases: string[][] = [
      ['entry', '6f1c2a9e-5b0e-4c1d-9d7a-1a2b3c4d5e6f', '2026-11-23'],
      [''],
      ['badge', 'Zoë', 'ставка', '步数', '🏃‍♀️'],
      ['x'.repeat(5_000)],
      ['a/b', 'c'],
    ];
    for (const parts of cases) expect(deterministicId(...parts)).toBe(uuidv5(parts.join('/'), NAMESPACE));
  });

  it('is a version 5, RFC 4122 variant uuid', () => {
    expect(deterministicId('anything')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
