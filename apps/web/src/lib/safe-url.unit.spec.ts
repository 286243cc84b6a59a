import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

const base = 'https://demo.wellway.test/welcome';

describe('safeUrl (issue 11: the web app navigates to http(s) only)', () => {
  it('gives back http and https addresses, as the browser resolves them', () => {
    expect(safeUrl('https://example.com/closed', { base })).toBe('https://example.com/closed');
    expect(safeUrl('  HTTP://Example.com  ', { base })).toBe('http://example.com/');
    expect(safeUrl('/privacy', { base })).toBe('https://demo.wellway.test/privacy');
    expect(safeUrl('//elsewhere.test/x', { base })).toBe('https://elsewhere.test/x');
  });

  it('refuses every other scheme, however it is written', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:someone@example.com',
      'ftp://example.com/',
    ])
      expect(safeUrl(value, { base }), value).toBeNull();
  });

  it('refuses nothing at all and what does not parse', () => {
    expect(safeUrl(null, { base })).toBeNull();
    expect(safeUrl(undefined, { base })).toBeNull();
    expect(safeUrl('   ', { base })).toBeNull();
    expect(safeUrl('http://[::1', { base })).toBeNull();
  });

  it('accepts e-mail and phone links only where asked (site content)', () => {
    expect(safeUrl('mailto:privacy@example.com', { base, alsoSchemes: ['mailto:', 'tel:'] })).toBe('mailto:privacy@example.com');
    expect(safeUrl('tel:+15555550100', { base, alsoSchemes: ['mailto:', 'tel:'] })).toBe('tel:+15555550100');
    expect(safeUrl('javascript:alert(1)', { base, alsoSchemes: ['mailto:', 'tel:'] })).toBeNull();
  });
});
