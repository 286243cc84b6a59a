import { describe, expect, it } from 'vitest';
import type { ProjectionProgress } from '@wellway/read-models';
import { Subscribers } from './subscribers.js';

/** Which open subscriptions a projection batch reaches: named people, else named sites, else everyone. */
function given(...listeners: [name: string, userId: string, siteId: string][]) {
  const subscribers = new Subscribers<string>();
  const heard: string[] = [];
  const off = new Map(
    listeners.map(([name, userId, siteId]) => [
      name,
      subscribers.add({ userId, siteId, push: (update) => heard.push(`${name}:${update}`) }),
    ]),
  );
  const batch = (progress: Omit<ProjectionProgress, 'projection' | 'position'>) => {
    heard.length = 0;
    for (const subscriber of subscribers.concernedBy({ projection: 'p', position: '1', ...progress })) subscriber.push('u');
    return [...heard].sort();
  };
  return { batch, off: (name: string) => off.get(name)?.() };
}

describe('live subscribers', () => {
  const listeners: [string, string, string][] = [
    ['ann-phone', 'ann', 'acme'],
    ['ann-laptop', 'ann', 'acme'],
    ['ben', 'ben', 'acme'],
    ['olive', 'olive', 'other'],
  ];

  it("reaches every socket of the people a batch names, whatever their site, and no one else's", () => {
    const { batch } = given(...listeners);
    expect(batch({ userIds: ['ann', 'olive', 'ann', 'nobody'] })).toEqual(['ann-laptop:u', 'ann-phone:u', 'olive:u']);
    expect(batch({ userIds: [] })).toEqual([]);
  });

  it('reaches the sockets of the sites a batch names when it names no one (a site-wide change)', () => {
    const { batch } = given(...listeners);
    expect(batch({ userIds: null, siteIds: ['acme'] })).toEqual(['ann-laptop:u', 'ann-phone:u', 'ben:u']);
    expect(batch({ userIds: null, siteIds: ['other', 'other'] })).toEqual(['olive:u']);
    expect(batch({ userIds: null, siteIds: [] })).toEqual([]);
  });

  it('reaches every socket when a batch names neither', () => {
    const { batch } = given(...listeners);
    expect(batch({ userIds: null })).toEqual(['ann-laptop:u', 'ann-phone:u', 'ben:u', 'olive:u']);
  });

  it('forgets a closed socket, and the others of its person stay', () => {
    const { batch, off } = given(...listeners);
    off('ann-phone');
    off('olive');
    expect(batch({ userIds: ['ann', 'olive'] })).toEqual(['ann-laptop:u']);
    expect(batch({ userIds: null, siteIds: ['other'] })).toEqual([]);
    expect(batch({ userIds: null })).toEqual(['ann-laptop:u', 'ben:u']);
  });
});
