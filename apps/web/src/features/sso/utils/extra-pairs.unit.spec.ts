import { describe, expect, it } from 'vitest';
import { extraPairs } from './extra-pairs';

describe('extraPairs (spec 3 §5 SSO test)', () => {
  it('uses a line only when it splits at = into exactly two parts', () => {
    expect(extraPairs('identifier=EMP-1\nfirst_name = Pat\nbroken\na=b=c\n=nokey\n\r\nlast=')).toEqual({
      identifier: 'EMP-1',
      first_name: 'Pat',
      last: '',
    });
  });
});
