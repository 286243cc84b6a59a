import { describe, expect, it } from 'vitest';
import { evaluationRedirect } from './evaluation-redirect';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};
const participant = { id: 'u1', role: 'user', pending_evaluation_ids: ['e1', 'e2'] };

describe('evaluation redirect', () => {
  it('sends a participant with pending evaluations to the current one, once per evaluation', () => {
    const storage = memory();
    expect(evaluationRedirect(participant, '/home', storage)).toBe('/evaluation/current');
    expect(evaluationRedirect(participant, '/home', storage)).toBe('/evaluation/current');
    expect(evaluationRedirect(participant, '/home', storage)).toBeNull();
  });

  it('leaves someone already on an evaluation, with none pending, or not a participant where they are', () => {
    expect(evaluationRedirect(participant, '/evaluation/e1', memory())).toBeNull();
    expect(evaluationRedirect({ ...participant, pending_evaluation_ids: [] }, '/home', memory())).toBeNull();
    expect(evaluationRedirect({ id: 'u1', role: 'user' }, '/home', memory())).toBeNull();
    expect(evaluationRedirect({ ...participant, role: 'coordinator' }, '/home', memory())).toBeNull();
  });

  it('reads a damaged record as nothing seen', () => {
    const storage = memory();
    storage.setItem('wellway.evaluations-seen.u1', '{oops');
    expect(evaluationRedirect(participant, '/home', storage)).toBe('/evaluation/current');
  });

  it('never sends again and again when the record cannot be written', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(evaluationRedirect(participant, '/home', refusing)).toBeNull();
  });
});
