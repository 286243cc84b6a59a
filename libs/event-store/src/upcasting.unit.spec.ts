import { describe, expect, it } from 'vitest';
import type { StoredEvent } from './port.js';
import { sampleMetadata } from './testing/fixtures.js';
import { upcast } from './upcasting.js';

const stored = (type: string, data: unknown, schemaVersion = 1): StoredEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  type,
  data,
  metadata: sampleMetadata({ schemaVersion }),
  streamName: 'test-1',
  streamRevision: 0n,
  position: 1n,
  checkpoint: '1:1',
  createdAt: new Date(0),
});

describe('upcast', () => {
  const upcasters = { Renamed: (data: unknown, version: number) => (version < 2 ? { upcast: data } : data) };

  it('passes the stored schema version and replaces only the data', () => {
    const event = stored('Renamed', { a: 1 });
    expect(upcast(event, upcasters)).toEqual({ ...event, data: { upcast: { a: 1 } } });
    expect(upcast(stored('Renamed', { a: 1 }, 2), upcasters).data).toEqual({ a: 1 });
  });

  it('leaves other types, and types named like Object.prototype members, alone', () => {
    const plain = stored('Other', { a: 1 });
    const constructorNamed = stored('constructor', { a: 1 });
    expect(upcast(plain, upcasters)).toBe(plain);
    expect(upcast(constructorNamed, upcasters)).toBe(constructorNamed);
    expect(upcast(plain, undefined)).toBe(plain);
  });
});
