import { userNotFound } from './not-found.js';

/** A person id from a path or body (follows, mutes): anything not shaped like an id is no one (404), never part of a stream name. */
export function personId(id: string): string {
  if (!/^[\w-]{1,64}$/.test(id)) throw userNotFound();
  return id;
}
