import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../http/current-user.js';
import { requireOwnImage } from './own-upload.js';

const pat: CurrentUser = { id: 'user-pat', siteId: 'site-acme', role: 'user', email: 'pat@example.com', impersonatorId: null };
const upload = (ownerId: string) => `/api/files/users/${ownerId}/public/${'a'.repeat(64)}.png`;

describe("requireOwnImage: an attached image is one of the person's own uploads", () => {
  it('takes no image, or one of their own', () => {
    expect(() => requireOwnImage(pat, 'photo', null)).not.toThrow();
    expect(() => requireOwnImage(pat, 'photo', upload('user-pat'))).not.toThrow();
  });

  it("refuses someone else's upload, naming the field (422)", () => {
    expect(() => requireOwnImage(pat, 'photo', upload('user-bob'))).toThrow('photo: must be one of your own uploaded images');
    expect(() => requireOwnImage(pat, 'image', upload('user-bob'))).toThrow('image: must be one of your own uploaded images');
  });
});
