import { v5 as uuidv5 } from 'uuid';

/** Namespace for Wellway's name-based (v5) ids: same inputs, same id, on every machine. */
const WELLWAY_NAMESPACE = 'b7c1c5d2-4f55-4d0e-9a55-6f0f3e1f2a11';

export function deterministicId(...parts: readonly string[]): string {
  return uuidv5(parts.join('/'), WELLWAY_NAMESPACE);
}
