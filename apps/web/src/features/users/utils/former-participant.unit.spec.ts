import { describe, expect, it } from 'vitest';
import { isFormerParticipant } from './former-participant';

describe('isFormerParticipant', () => {
  it('knows an erased person by an address no one can have', () => {
    expect(isFormerParticipant({ email: 'erased-0b29@erased.invalid' })).toBe(true);
    expect(isFormerParticipant({ email: 'casey@demo.wellway.test' })).toBe(false);
    expect(isFormerParticipant({ email: 'someone@invalid.example.com' })).toBe(false);
  });
});
