import { describe, expect, it } from 'vitest';
import { isFormerParticipant } from './former-participant';

describe('isFormerParticipant', () => {
  it('knows an erased person by their missing e-mail address', () => {
    expect(isFormerParticipant({ email: '' })).toBe(true);
    expect(isFormerParticipant({ email: 'casey@demo.wellway.test' })).toBe(false);
  });
});
