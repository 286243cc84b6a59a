import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { unsubscribePathLoader } from './unsubscribe';

const redirectOf = (url: string, email: string): string | null => {
  const response = unsubscribePathLoader({ params: { email }, request: new Request(url) } as unknown as LoaderFunctionArgs) as Response;
  return response.headers.get('location');
};

describe('/unsubscribe/{email}', () => {
  it("is rewritten to the query form, keeping the link's site and token", () => {
    expect(redirectOf('http://demo.test/unsubscribe/a%2Bb%40example.com?site_id=s1&token=t-1', 'a+b@example.com')).toBe(
      '/unsubscribe?email=a%2Bb%40example.com&site_id=s1&token=t-1',
    );
    expect(redirectOf('http://demo.test/unsubscribe/a%40example.com', 'a@example.com')).toBe('/unsubscribe?email=a%40example.com');
  });
});
