import { describe, expect, it } from 'vitest';
import { SubjectErasedError } from '@wellway/event-store';
import { ERASED, render } from './errors.filter.js';

describe('render', () => {
  it('answers a command about an erased person with 404, never a 500', () => {
    expect(render(new SubjectErasedError('user-1'))).toEqual({ status: 404, errors: [ERASED] });
  });
});
