import { describe, expect, it } from 'vitest';
import { httpUrl, isHttpUrl } from './common.js';
import { NOT_A_STORED_IMAGE } from './files.js';
import { saveSiteBody } from './sites.js';
import { createPostBody } from './wall.js';

const refused = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://files.example.com/a',
  '//evil.example.com/path',
  '/relative/path',
  'example.com',
  'http:evil.example.com',
  'https://',
];

describe('isHttpUrl / httpUrl()', () => {
  it.each(['https://acme.example.com', 'http://localhost:8080/welcome?x=1', 'HTTPS://ACME.EXAMPLE.COM/a#b'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
    expect(httpUrl().safeParse(url).success).toBe(true);
  });

  it.each(refused)('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
    expect(httpUrl().safeParse(url).error?.issues[0]?.message).toBe('must be a web address starting with http:// or https://');
  });

  it('refuses an address longer than its limit', () => {
    expect(httpUrl(30).safeParse(`https://example.com/${'a'.repeat(20)}`).success).toBe(false);
  });
});

describe('saveSiteBody: every stored URL is http(s)', () => {
  const fields = ['disabled_redirect_url', 'override_css_url', 'default_url', 'webcart_link', 'logo', 'placeholder_image'] as const;

  it.each(fields)('%s refuses javascript:, data: and relative addresses, naming the field', (field) => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/local']) {
      const issues = saveSiteBody.safeParse({ [field]: url }).error?.issues;
      expect(issues).toEqual([
        expect.objectContaining({ path: [field], message: 'must be a web address starting with http:// or https://' }),
      ]);
    }
  });

  it.each(fields)('%s keeps an http(s) address (trimmed) and clears with empty or null', (field) => {
    expect(saveSiteBody.parse({ [field]: ' https://acme.example.com/x ' })[field]).toBe('https://acme.example.com/x');
    expect(saveSiteBody.parse({ [field]: '' })[field]).toBeNull();
    expect(saveSiteBody.parse({ [field]: null })[field]).toBeNull();
  });
});

describe('saveSiteBody: badge_locked_image is an image stored by this app', () => {
  const stored = `/api/files/users/u-1/public/${'a'.repeat(64)}.png`;

  it('refuses outside addresses, javascript:, other paths of the app and secure files, naming the field', () => {
    for (const url of ['https://acme.example.com/x.png', 'javascript:alert(1)', '/api/logout', stored.replace('/public/', '/secure/')]) {
      expect(saveSiteBody.safeParse({ badge_locked_image: url }).error?.issues).toEqual([
        expect.objectContaining({ path: ['badge_locked_image'], message: NOT_A_STORED_IMAGE }),
      ]);
    }
  });

  it('keeps a stored image (trimmed) and clears with empty or null', () => {
    expect(saveSiteBody.parse({ badge_locked_image: ` ${stored} ` }).badge_locked_image).toBe(stored);
    expect(saveSiteBody.parse({ badge_locked_image: '' }).badge_locked_image).toBeNull();
    expect(saveSiteBody.parse({ badge_locked_image: null }).badge_locked_image).toBeNull();
  });
});

describe('createPostBody: a post photo is a public image stored by this app', () => {
  const stored = `/api/files/users/u-1/public/${'b'.repeat(64)}.jpg`;

  it('refuses a secure upload (the site could not load it), outside addresses and other paths', () => {
    for (const photo of [stored.replace('/public/', '/secure/'), 'https://evil.example.com/a.png', '/api/logout']) {
      expect(createPostBody.safeParse({ content: 'x', photo }).error?.issues).toEqual([
        expect.objectContaining({ path: ['photo'], message: 'must be the url of an uploaded image' }),
      ]);
    }
  });

  it('keeps a public upload, and none', () => {
    expect(createPostBody.parse({ content: 'x', photo: stored }).photo).toBe(stored);
    expect(createPostBody.parse({ content: 'x' }).photo).toBeNull();
  });
});
