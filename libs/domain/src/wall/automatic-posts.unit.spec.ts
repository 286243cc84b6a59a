import { describe, expect, it } from 'vitest';
import { automaticPost, automaticPostId, type AutomaticPostFacts } from './automatic-posts.js';
import { decide, initialState, evolve } from './decider.js';
import { wallBadgeRules } from './notices.js';
import type { PostCreated } from './events.js';

const facts: AutomaticPostFacts = {
  eventId: '0b5d3c1e-8f7a-4c2b-9d1e-2f3a4b5c6d7e',
  siteId: 'site-1',
  wallEnabled: true,
  automaticPostsEnabled: true,
  person: { userId: 'ann', siteId: 'site-1', role: 'user' },
  at: '2026-12-01T10:00:00.000Z',
  today: '2026-12-01',
};
const badge = { kind: 'badge_earned', badgeName: 'Early Bird' } as const;

describe('automatic wall posts', () => {
  it('posts a badge earned, by the person, on their site wall, in plain text', () => {
    const command = automaticPost(badge, facts)!;
    const [event] = decide(command, initialState());
    expect(event).toMatchObject({
      type: 'PostCreated',
      data: {
        postId: `auto-${facts.eventId}`,
        userId: 'ann',
        content: 'I earned the "Early Bird" badge!',
        wallableType: 'Site',
        wallableId: 'site-1',
        depth: 0,
        postableType: null,
      },
    });
  });

  it('shares a completed goal as a Goal (the postable shape)', () => {
    const command = automaticPost({ kind: 'goal_completed', goalId: 'goal-1', goalTitle: 'Walk 10k' }, facts)!;
    expect(decide(command, initialState())[0]).toMatchObject({
      data: { content: 'I completed my goal "Walk 10k"!', postableType: 'Goal', postableId: 'goal-1' },
    });
  });

  it('says a challenge won', () => {
    const command = automaticPost({ kind: 'challenge_won', challengeName: 'Stairs week' }, facts)!;
    expect(command.content).toBe('I won the "Stairs week" challenge!');
  });

  it('posts nothing when the wall or automatic posts are off, or the person is erased or of another site', () => {
    expect(automaticPost(badge, { ...facts, wallEnabled: false })).toBeNull();
    expect(automaticPost(badge, { ...facts, automaticPostsEnabled: false })).toBeNull();
    expect(automaticPost(badge, { ...facts, person: null })).toBeNull();
    expect(automaticPost(badge, { ...facts, person: { ...facts.person!, siteId: 'site-2' } })).toBeNull();
  });

  it('is exactly once: its id comes from the triggering event, and the post stream refuses a second create', () => {
    expect(automaticPostId(facts.eventId)).toBe(automaticPostId(facts.eventId));
    expect(automaticPostId(facts.eventId)).toMatch(/^[\w-]{1,64}$/);
    const command = automaticPost(badge, facts)!;
    const state = decide(command, initialState()).reduce(evolve, initialState());
    expect(decide(command, state)).toEqual([]);
  });
});

describe('automatic wall posts and badges', () => {
  it('earn no wall badges: wall_posts_created and goals_shared count only what the person wrote', () => {
    const command = automaticPost({ kind: 'goal_completed', goalId: 'goal-1', goalTitle: 'Walk 10k' }, facts)!;
    const automatic = decide(command, initialState())[0] as PostCreated;
    const written: PostCreated = { ...automatic, data: { ...automatic.data, postId: '6f1c2a3b-0000-4000-8000-000000000000' } };
    const counted = (event: PostCreated) => wallBadgeRules.PostCreated.flatMap((rule) => rule.counts(event)).length;
    expect(counted(automatic)).toBe(0);
    expect(counted(written)).toBe(2);
  });
});
