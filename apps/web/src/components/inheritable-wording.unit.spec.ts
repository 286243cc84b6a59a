import { describe, expect, it } from 'vitest';
import { actionLabel, confirmationOf, doneMessage, failedMessage, sourceOf, SOURCE_LABELS } from './inheritable-wording';

const badge = { noun: 'Badge', resetOffDefaultSite: true };
const goal = { noun: 'Goal', deleteNote: 'Goals made from it move to its parent.' };

describe('the wording of an inheritable list', () => {
  it("labels the actions as spec 3 §4 does for badges: 'Delete Badge' on the default site, 'Reset Badge' elsewhere", () => {
    expect(actionLabel(badge, 'Delete', true)).toBe('Delete Badge');
    expect(actionLabel(badge, 'Reset', false)).toBe('Reset Badge');
    expect(actionLabel(badge, 'Delete', false)).toBe('Reset Badge');
    expect(confirmationOf(badge, 'Delete', 'Ours', false)).toBe('Reset “Ours”? It has no default badge behind it, so it is deleted.');
  });

  it('labels the other lists by what the API says deleting does', () => {
    expect(actionLabel({ noun: 'Challenge' }, 'Reset', false)).toBe('Reset Challenge');
    expect(actionLabel({ noun: 'Challenge' }, 'Delete', false)).toBe('Delete Challenge');
  });

  it('asks a reset as bringing the default back', () => {
    expect(confirmationOf(badge, 'Reset', 'Goal Starter', false)).toBe(
      'Reset “Goal Starter”? This site’s changes are removed and the default badge shows again.',
    );
  });

  it('asks a delete on the default site as reaching every site without its own copy', () => {
    expect(confirmationOf(badge, 'Delete', 'Star', true)).toBe('Delete “Star”? Every site that has not made its own copy loses it.');
    expect(confirmationOf({ noun: 'Challenge' }, 'Delete', 'Ours', false)).toBe('Delete “Ours”? This cannot be undone.');
  });

  it("adds the list's own note to a delete (goals re-parent their children), never to a reset", () => {
    expect(confirmationOf(goal, 'Delete', 'Walk', false)).toBe(
      'Delete “Walk”? This cannot be undone. Goals made from it move to its parent.',
    );
    expect(confirmationOf(goal, 'Reset', 'Walk', false)).not.toContain('parent');
  });

  it('tags a row Default, Edited (a site copy) or This site', () => {
    expect(SOURCE_LABELS[sourceOf({ id: 'a', site_id: null, parent_id: null })]).toBe('Default');
    expect(SOURCE_LABELS[sourceOf({ id: 'b', site_id: 's', parent_id: 'a' })]).toBe('Edited');
    expect(SOURCE_LABELS[sourceOf({ id: 'c', site_id: 's', parent_id: null })]).toBe('This site');
  });

  it('announces what was done, and says what failed when the API gave no reason', () => {
    expect(doneMessage('Reset', 'Walk')).toBe('Walk reset to the default.');
    expect(doneMessage('Delete', 'Walk')).toBe('Walk deleted.');
    expect(failedMessage(goal, 'Reset')).toBe('Could not reset the goal.');
  });
});
