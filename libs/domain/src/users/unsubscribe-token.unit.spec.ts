import { describe, expect, it } from 'vitest';
import { resetTokenFor } from './reset-token.js';
import { isUnsubscribeToken, unsubscribeHeaders, unsubscribeLink, unsubscribeToken } from './unsubscribe-token.js';

const SITE = '0b9f2c4e-1d7a-4c53-9a61-3f1e2d4c5b6a';

describe('unsubscribe tokens', () => {
  it('sign the normalised address and the site under the secret', () => {
    const token = unsubscribeToken('secret', 'Sam@Example.com ', SITE);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(unsubscribeToken('secret', 'sam@example.com', SITE)).toBe(token);
    expect(isUnsubscribeToken('secret', ' SAM@example.com', SITE, token)).toBe(true);
    for (const [secret, email, site] of [
      ['other', 'sam@example.com', SITE],
      ['secret', 'kim@example.com', SITE],
      ['secret', 'sam@example.com', crypto.randomUUID()],
    ] as const)
      expect(isUnsubscribeToken(secret, email, site, token)).toBe(false);
    expect(isUnsubscribeToken('secret', 'sam@example.com', SITE, '')).toBe(false);
    expect(isUnsubscribeToken('secret', 'sam@example.com', SITE, `${token}x`)).toBe(false);
  });

  it('are not reset tokens: the key is derived apart', () => {
    expect(unsubscribeToken('secret', 'sam@example.com', SITE)).not.toBe(resetTokenFor('secret', `${SITE}\nsam@example.com`));
  });

  it('make the link e-mails show and the RFC 8058 one-click headers', () => {
    const token = unsubscribeToken('secret', 'sam+x@example.com', SITE);
    expect(unsubscribeLink('https://acme.example.com/', 'Sam+x@example.com', SITE, 'secret')).toBe(
      `https://acme.example.com/unsubscribe?email=sam%2Bx%40example.com&site_id=${SITE}&token=${token}`,
    );
    expect(unsubscribeHeaders('https://acme.example.com', 'sam+x@example.com', SITE, 'secret')).toEqual({
      'List-Unsubscribe': `<https://acme.example.com/api/unsubscribe?email=sam%2Bx%40example.com&site_id=${SITE}&token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
