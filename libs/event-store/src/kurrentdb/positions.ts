import type { Position } from '@kurrent/kurrentdb-client';
import type { Checkpoint } from '../port.js';

const CHECKPOINT_FORMAT = /^(\d{1,20}):(\d{1,20})$/;

/** Checkpoint `"<commit>:<prepare>"` of a position in KurrentDB's $all. */
export function toCheckpoint(position: Position): Checkpoint {
  return `${position.commit}:${position.prepare}`;
}

export function fromCheckpoint(checkpoint: Checkpoint): Position {
  const match = CHECKPOINT_FORMAT.exec(checkpoint);
  if (!match?.[1] || !match[2]) throw new TypeError(`Not a KurrentDB event-store checkpoint: "${checkpoint}"`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

export function isAfter(position: Position, than: Position): boolean {
  return position.commit > than.commit || (position.commit === than.commit && position.prepare > than.prepare);
}
