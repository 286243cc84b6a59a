import { describe, expect, it } from 'vitest';
import { absoluteLink, siteAddress } from './links.js';

describe('siteAddress', () => {
  it("is the site's last URL with PUBLIC_URL's scheme and port", () => {
    expect(siteAddress('https://wellway.app', ['*.acme.example.com', 'acme.example.com'])).toBe('https://acme.example.com');
    expect(siteAddress('http://localhost:8080/', ['127.0.0.1', 'localhost'])).toBe('http://localhost:8080');
  });

  it('skips wildcard patterns, and falls back to PUBLIC_URL without an exact URL', () => {
    expect(siteAddress('https://wellway.app/', ['acme.example.com', '*.acme.example.com'])).toBe('https://acme.example.com');
    expect(siteAddress('https://wellway.app/base/', [])).toBe('https://wellway.app');
  });
});

describe('absoluteLink', () => {
  it('puts an in-app path on the address', () => {
    expect(absoluteLink('https://acme.example.com', '/badges/2026?badge_id=b-1')).toBe('https://acme.example.com/badges/2026?badge_id=b-1');
  });
});
