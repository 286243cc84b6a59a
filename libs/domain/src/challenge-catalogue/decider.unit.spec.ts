import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import type { SaveChallenge } from './commands.js';
import { challengeDecider } from './decider.js';
import { challengeCatalogueMessages as m } from './errors.js';
import type { ChallengeCatalogueEvent } from './events.js';

const spec = specFor(challengeDecider);
const save = (overrides: Partial<SaveChallenge> = {}): SaveChallenge => ({
  type: 'SaveChallenge',
  challengeId: 'c-1',
  siteId: null,
  parentId: null,
  name: 'Walk 10,000 steps',
  month: 3,
  create: true,
  ...overrides,
});
const created: ChallengeCatalogueEvent = {
  type: 'ChallengeCreated',
  data: { challengeId: 'c-1', siteId: null, parentId: null, name: 'Walk 10,000 steps', month: 3 },
};
const deleted: ChallengeCatalogueEvent = { type: 'ChallengeDeleted', data: { challengeId: 'c-1', siteId: null } };

describe('SaveChallenge', () => {
  it('creates a challenge (trimmed name)', () => {
    spec([])
      .when(save({ name: '  Walk 10,000 steps ' }))
      .then([created]);
  });
  it("creates a site's copy of a default, naming its parent", () => {
    spec([])
      .when(save({ challengeId: 'copy', siteId: 's-2', parentId: 'c-1' }))
      .then([
        { type: 'ChallengeCreated', data: { challengeId: 'copy', siteId: 's-2', parentId: 'c-1', name: 'Walk 10,000 steps', month: 3 } },
      ]);
  });
  it('changes an existing one, and nothing when nothing changed', () => {
    spec([created])
      .when(save({ name: 'Swim', month: 12 }))
      .then([{ type: 'ChallengeUpdated', data: { challengeId: 'c-1', siteId: null, name: 'Swim', month: 12 } }]);
    spec([created]).when(save()).then([]);
  });
  it('creates again after a delete (a reset copy edited again)', () => {
    spec([created, deleted]).when(save()).then([created]);
  });
  it('refuses to update one that does not exist', () => {
    spec([])
      .when(save({ create: false }))
      .thenRejects('challenge_not_found', m.notFound);
  });
  it('needs a name', () => {
    spec([])
      .when(save({ name: '  ' }))
      .thenRejects('challenge_name_required', m.nameRequired);
    spec([])
      .when(save({ name: 'x'.repeat(256) }))
      .thenRejects('challenge_name_too_long', m.nameTooLong);
  });
  it('needs a month from 1 to 12', () => {
    for (const month of [0, 13, 2.5]) spec([]).when(save({ month })).thenRejects('challenge_month_invalid', m.monthInvalid);
  });
});

describe('DeleteChallenge', () => {
  it('deletes one that exists, and refuses one that does not', () => {
    spec([created]).when({ type: 'DeleteChallenge', challengeId: 'c-1' }).then([deleted]);
    spec([created, deleted]).when({ type: 'DeleteChallenge', challengeId: 'c-1' }).thenRejects('challenge_not_found', m.notFound);
  });
});
