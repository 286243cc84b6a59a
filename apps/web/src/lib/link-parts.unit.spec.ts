import { describe, expect, it } from 'vitest';
import { linkParts } from './link-parts';

describe('links in plain text (posts, comments, messages)', () => {
  it('makes http(s) addresses links, trailing punctuation left out', () => {
    expect(linkParts('See https://example.com/a?b=1. ok')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. ok' },
    ]);
    expect(linkParts('no links')).toEqual([{ text: 'no links' }]);
  });

  it('leaves markup and javascript: addresses as text', () => {
    const hostile = '<script>alert(1)</script> <img src=x onerror=alert(2)> javascript:alert(3)';
    expect(linkParts(hostile)).toEqual([{ text: hostile }]);
  });
});
