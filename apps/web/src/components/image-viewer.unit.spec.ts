import { describe, expect, it } from 'vitest';
import { isPlaceholderImage } from './image-viewer';

describe('image viewer popup (spec 1 §2)', () => {
  it('is disabled for images named default.png, and only those', () => {
    for (const src of ['/images/default.png', 'default.png', 'https://cdn.example.com/a/default.png?v=2', '/x/DEFAULT.PNG'])
      expect(isPlaceholderImage(src), src).toBe(true);
    for (const src of ['/api/files/users/u-1/secure/ab.png', '/images/not-default.png', '/default.png.jpg'])
      expect(isPlaceholderImage(src), src).toBe(false);
  });
});
