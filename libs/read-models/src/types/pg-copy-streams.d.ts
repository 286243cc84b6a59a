declare module 'pg-copy-streams' {
  import type { Readable, Writable } from 'node:stream';
  import type { Submittable } from 'pg';
  export function from(text: string): Writable & Submittable & { rowCount: number };
  export function to(text: string): Readable & Submittable;
}
