import { userNotFound } from '../http/not-found.js';

/** A path's person id as the follows calls take it: anything not shaped like an id is no one (404), never part of a stream name. */
export function followedId(id: string): string {
  if (!/^[\w-]{1,64}$/.test(id)) throw userNotFound();
  return id;
}
