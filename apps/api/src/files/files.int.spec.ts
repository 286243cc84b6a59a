import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_QUOTA, uploadMessages, uploadQuotaMessage } from '@wellway/domain';
import { DEMO_PASSWORD, demoEmail, demoUserId } from '@wellway/test-support';
import { ERASED_OWNER, OwnerUploads } from './owner-uploads.js';
import { useApiHarness, type Reply } from '../testing/api-harness.spec.js';

// Files of this spec go to a folder of its own (the storage provider reads FILES_DIR when the app boots).
const filesDir = mkdtempSync(join(tmpdir(), 'wellway-files-'));
process.env.FILES_DIR = filesDir;

/** Files over HTTP: a booted API, real PostgreSQL, real images through sharp, files on local disk. */
const harness = useApiHarness(new Date('2026-11-22T15:00:00Z'));
let participant: string;
let coordinator: string;
let master: string;

beforeAll(async () => {
  [participant, coordinator, master] = await Promise.all([
    harness.tokenOf('participant'),
    harness.tokenOf('coordinator'),
    harness.tokenOf('master'),
  ]);
});

/** A PNG carrying an EXIF GPS position (what a phone writes into a photo). */
const pngWithGps = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .png()
    .toBuffer();

function form(files: { content: Buffer | string; name: string; type: string }[], fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('file', new Blob([file.content], { type: file.type }), file.name);
  return body;
}

const upload = (token: string, files: Parameters<typeof form>[0], fields?: Record<string, string>, path = '/files/upload') =>
  harness.call('POST', path, { token, form: form(files, fields) });

async function fetchFile(url: string, token?: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(`${harness.base}${url}`, { headers: token ? { authorization: token } : {} });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

const urlOf = (reply: Reply) => reply.body.data.files[0].url as string;

describe('POST /files/upload (spec 1 §5, §7)', () => {
  it('re-encodes a PNG without its EXIF GPS position, fitted in 500x500, served with a long cache', async () => {
    const original = await pngWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const reply = await upload(participant, [{ content: original, name: 'holiday.png', type: 'image/png' }]);
    expect(reply.status).toBe(201);
    const [file] = reply.body.data.files;
    expect(file).toMatchObject({ name: 'holiday.png', content_type: 'image/png', width: 500, height: 375, secure: false });
    expect(file.url).toMatch(new RegExp(`^/api/files/users/${demoUserId('participant')}/public/[0-9a-f]{64}\\.png$`));

    const served = await fetchFile(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(served.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('eXIf'))).toBe(false);
  });

  it('honours resize_to_fit and never enlarges', async () => {
    const reply = await upload(participant, [{ content: await pngWithGps(), name: 'a.png', type: 'image/png' }], {
      resize_to_fit: '[200,200]',
    });
    expect(reply.body.data.files[0]).toMatchObject({ width: 200, height: 150 });
    const small = await upload(participant, [{ content: await pngWithGps(40, 30), name: 'b.png', type: 'image/png' }]);
    expect(small.body.data.files[0]).toMatchObject({ width: 40, height: 30 });
    const bad = await upload(participant, [{ content: await pngWithGps(), name: 'a.png', type: 'image/png' }], { resize_to_fit: '[0,x]' });
    expect(bad.status).toBe(422);
  });

  it('strips GPS from a JPEG too', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .jpeg()
      .toBuffer();
    const reply = await upload(participant, [{ content: jpeg, name: 'photo.jpg', type: 'image/jpeg' }]);
    expect(reply.body.data.files[0].content_type).toBe('image/jpeg');
    expect((await sharp((await fetchFile(urlOf(reply))).bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses an HTML page named .png with the spec message, storing nothing', async () => {
    const before = readdirSync(filesDir, { recursive: true }).length;
    const reply = await upload(participant, [{ content: '<html><script>alert(1)</script></html>', name: 'cat.png', type: 'image/png' }]);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(['Sorry… this is the incorrect file type. Your image needs to be a .png, .jpeg, .jpg, or .gif.']);
    expect(readdirSync(filesDir, { recursive: true }).length).toBe(before);
  });

  it('refuses a truncated image (its header decodes, its pixels do not) with the spec message', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .png()
      .toBuffer();
    const reply = await upload(participant, [{ content: png.subarray(0, png.length / 2), name: 'cut.png', type: 'image/png' }]);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual([uploadMessages.wrongImageType]);
  });

  it('refuses a wrong extension or declared type, and special characters in the name', async () => {
    const png = await pngWithGps(10, 10);
    expect((await upload(participant, [{ content: png, name: 'cat.html', type: 'text/html' }])).body.errors).toEqual([
      uploadMessages.wrongImageType,
    ]);
    expect((await upload(participant, [{ content: png, name: 'my cat.png', type: 'image/png' }])).body.errors).toEqual([
      'Sorry… your file name contains special characters. Only letters, numbers, underscore, dash, and dot are allowed',
    ]);
  });

  it('renders an SVG with a script to a PNG: nothing of the script survives', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><script>alert(document.cookie)</script><rect width="120" height="80" fill="red" onload="alert(1)"/></svg>`;
    const reply = await upload(participant, [{ content: svg, name: 'icon.svg', type: 'image/svg+xml' }]);
    expect(reply.status).toBe(201);
    expect(reply.body.data.files[0]).toMatchObject({ content_type: 'image/png', width: 120, height: 80 });
    const served = await fetchFile(urlOf(reply));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.includes(Buffer.from('script'))).toBe(false);
  });

  it('refuses a file over 4 MB with the spec message (413)', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1);
    const reply = await upload(participant, [{ content: big, name: 'big.png', type: 'image/png' }]);
    expect(reply.status).toBe(413);
    expect(reply.body.errors).toEqual(['File size must be 4 MB or less']);
  });

  it('CSV mode: text/csv with .csv stored as it is; binary content refused', async () => {
    const reply = await upload(participant, [{ content: 'name,steps\nPat,100\n', name: 'steps.csv', type: 'text/csv' }]);
    expect(reply.status).toBe(201);
    expect(reply.body.data.files[0]).toMatchObject({ content_type: 'text/csv', width: null });
    const served = await fetchFile(urlOf(reply));
    expect(served.bytes.toString()).toBe('name,steps\nPat,100\n');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    const binary = await upload(participant, [{ content: Buffer.from([0, 1, 2, 3]), name: 'x.csv', type: 'text/csv' }]);
    expect(binary.body.errors).toEqual(['Sorry… this is the incorrect file type. Your file needs to be a .csv.']);
  });

  it('stores several files of one request, or none of them when one is refused', async () => {
    const png = await pngWithGps(20, 20);
    const both = await upload(participant, [
      { content: png, name: 'a.png', type: 'image/png' },
      { content: 'x,y\n1,2\n', name: 'b.csv', type: 'text/csv' },
    ]);
    expect(both.status).toBe(201);
    expect(both.body.data.files.map((file: { name: string }) => file.name)).toEqual(['a.png', 'b.csv']);
    const before = readdirSync(filesDir, { recursive: true }).length;
    const mixed = await upload(participant, [
      { content: await pngWithGps(21, 21), name: 'c.png', type: 'image/png' },
      { content: 'not an image', name: 'd.gif', type: 'image/gif' },
    ]);
    expect(mixed.status).toBe(422);
    expect(readdirSync(filesDir, { recursive: true }).length).toBe(before);
  });

  it('takes the same file many times at once: every upload succeeds, one stored file', async () => {
    const png = await pngWithGps(30, 30);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => upload(participant, [{ content: png, name: 'same.png', type: 'image/png' }])),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(12).fill(201));
    expect(new Set(replies.map(urlOf)).size).toBe(1);
    expect((await fetchFile(urlOf(replies[0]!))).status).toBe(200);
  });

  it('needs a session and a file', async () => {
    expect((await upload('', [{ content: 'a', name: 'a.csv', type: 'text/csv' }])).status).toBe(401);
    const none = await harness.call('POST', '/files/upload', { token: participant, form: new FormData() });
    expect(none.status).toBe(422);
  });
});

describe('secure files', () => {
  it('are read by their owner and masters only, never cached in public', async () => {
    const reply = await upload(participant, [{ content: await pngWithGps(50, 50), name: 'id.png', type: 'image/png' }], { secure: 'true' });
    const url = urlOf(reply);
    expect(url).toContain('/secure/');
    const own = await fetchFile(url, participant);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchFile(url, coordinator)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(401);
    expect((await fetchFile(url, master)).status).toBe(200);
    // The public route does not serve it either.
    expect((await fetchFile(url.replace('/secure/', '/public/'))).status).toBe(404);
  });

  it('answer 404, not 304, once the file is gone (an erased person’s photo)', async () => {
    const reply = await upload(participant, [{ content: await pngWithGps(12, 12), name: 'gone.png', type: 'image/png' }]);
    const url = urlOf(reply);
    const etag = (await fetchFile(url)).headers.get('etag')!;
    expect((await fetch(`${harness.base}${url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    rmSync(join(filesDir, ...url.replace('/api/files/', '').split('/')));
    expect((await fetch(`${harness.base}${url}`, { headers: { 'if-none-match': etag } })).status).toBe(404);
  });

  it('never leave the storage folder', async () => {
    expect((await fetchFile('/api/files/users/..%2F..%2Fetc/public/passwd')).status).toBe(404);
    expect((await fetchFile('/api/files/users/x/public/..')).status).toBe(404);
  });
});

describe('POST /files/master_upload', () => {
  it('is for masters only, and takes files over 4 MB', async () => {
    const big = await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#fff' } })
      .composite([{ input: Buffer.alloc(2400 * 2400 * 3, 0), raw: { width: 2400, height: 2400, channels: 3 }, blend: 'difference' }])
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const refused = await upload(participant, [{ content: big, name: 'big.png', type: 'image/png' }], {}, '/files/master_upload');
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([uploadMessages.mastersOnly]);
    const stored = await upload(master, [{ content: big, name: 'big.png', type: 'image/png' }], {}, '/files/master_upload');
    expect(stored.status).toBe(201);
    expect((await upload(master, [{ content: big, name: 'big.png', type: 'image/png' }])).status).toBe(413);
  });
});

describe('POST /files/crop and PUT /profiles/{id}', () => {
  it('crops an own upload into url, thumbnail_url and blur_url, then sets it as the profile photo', async () => {
    const uploaded = await upload(participant, [{ content: await pngWithGps(400, 300), name: 'me.png', type: 'image/png' }], {
      resize_to_fit: '[1920,1080]',
    });
    const crop = await harness.call('POST', '/files/crop', {
      token: participant,
      body: { image: urlOf(uploaded), crop: { x: 50, y: 0, width: 300, height: 300 }, type: 'profile' },
    });
    expect(crop.status).toBe(201);
    const { url, thumbnail_url, blur_url } = crop.body.data;
    expect((await sharp((await fetchFile(url)).bytes).metadata()).width).toBe(300);
    expect((await sharp((await fetchFile(thumbnail_url)).bytes).metadata()).width).toBe(256);
    expect((await sharp((await fetchFile(blur_url)).bytes).metadata()).width).toBe(32);

    const id = demoUserId('participant');
    const saved = await harness.call('PUT', `/profiles/${id}`, { token: participant, body: { user_id: id, id, image: crop.body.data } });
    expect(saved.status).toBe(200);
    const me = await harness.call('GET', `/users/me?min_position=${saved.body.meta?.position}`, { token: participant });
    expect(me.body.data.profile.image).toEqual({ url, thumbnail_url, blur_url });
    const event = await harness.lastEvent();
    expect(event).toMatchObject({ type: 'UserProfilePhotoChanged', data: { userId: id, image: { url, thumbnailUrl: thumbnail_url } } });

    const removed = await harness.call('PUT', `/profiles/${id}`, { token: participant, body: { image: null } });
    const after = await harness.call('GET', `/users/me?min_position=${removed.body.meta?.position}`, { token: participant });
    expect(after.body.data.profile.image.url).toBeNull();
  });

  it('refuses a crop outside the image, of someone else’s file, and a photo of someone else’s files', async () => {
    const uploaded = await upload(participant, [{ content: await pngWithGps(100, 100), name: 'me.png', type: 'image/png' }]);
    const outside = await harness.call('POST', '/files/crop', {
      token: participant,
      body: { image: urlOf(uploaded), crop: { x: 50, y: 50, width: 100, height: 10 } },
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors).toEqual(['The crop must lie within the image.']);
    const others = await harness.call('POST', '/files/crop', {
      token: coordinator,
      body: { image: urlOf(uploaded), crop: { x: 0, y: 0, width: 10, height: 10 } },
    });
    expect(others.status).toBe(404);
    const id = demoUserId('coordinator');
    const url = urlOf(uploaded);
    const { appended, reply } = await harness.when(() =>
      harness.call('PUT', `/profiles/${id}`, { token: coordinator, body: { image: { url, thumbnail_url: url, blur_url: url } } }),
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(['A profile photo must be one of your own uploads.']);
    expect(appended).toBe(0);
    // A name that is not a storage key, a CSV of one's own, a truncated image: 404 / 422, never a 500.
    const own = `/api/files/users/${demoUserId('participant')}/public`;
    for (const image of [`${own}/..`, `${own}/a%20b.png`]) {
      const bad = await harness.call('POST', '/files/crop', {
        token: participant,
        body: { image, crop: { x: 0, y: 0, width: 1, height: 1 } },
      });
      expect(bad.status).toBe(404);
    }
    const csv = await upload(participant, [{ content: 'a,b\n1,2\n', name: 'c.csv', type: 'text/csv' }]);
    const notImage = await harness.call('POST', '/files/crop', {
      token: participant,
      body: { image: urlOf(csv), crop: { x: 0, y: 0, width: 1, height: 1 } },
    });
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors).toEqual([uploadMessages.wrongImageType]);
    // Someone else's profile is not found (participants do not edit users).
    const notTheirs = await harness.call('PUT', `/profiles/${demoUserId('participant')}`, { token: coordinator, body: { image: null } });
    expect(notTheirs.status).toBe(404);
  });
});

describe('files hardening', () => {
  /** Distinct small PNGs (distinct content: distinct stored files). */
  const distinctPngs = (count: number, seed: number) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: { r: seed, g: index * 20, b: 99 } } })
          .png()
          .toBuffer(),
      ),
    );

  it('keeps to the daily quota: of a burst at once, exactly what fits is stored, the rest get 429 with the limit', async () => {
    // Given Sam stored all but 5 of the day's files (written straight into storage, now)
    const sam = await harness.signIn(demoEmail('sam'));
    const folder = join(filesDir, 'users', demoUserId('sam'), 'public');
    mkdirSync(folder, { recursive: true });
    for (let index = 0; index < UPLOAD_QUOTA.files - 5; index++) writeFileSync(join(folder, `${index}.png`), 'x');

    // When 10 distinct images are uploaded at once
    const pngs = await distinctPngs(10, 1);
    const replies = await Promise.all(pngs.map((content, index) => upload(sam, [{ content, name: `p${index}.png`, type: 'image/png' }])));

    // Then exactly 5 are stored, and the others are told the limit
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(5);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(5);
    for (const reply of refused) expect(reply.body.errors).toEqual([uploadQuotaMessage]);
    expect(readdirSync(folder)).toHaveLength(UPLOAD_QUOTA.files);
    // A crop stores three files: over the quota too
    const crop = await harness.call('POST', '/files/crop', {
      token: sam,
      body: { image: urlOf(replies.find((reply) => reply.status === 201)!), crop: { x: 0, y: 0, width: 4, height: 4 } },
    });
    expect(crop).toMatchObject({ status: 429, body: { errors: [uploadQuotaMessage] } });
  });

  it("does not count a master's large uploads: after 150 MB through /files/master_upload, /files/upload and /files/crop still take files", async () => {
    // Given a master whose folder holds 150 MB written today (a master upload; a sparse file, no disk used)
    const first = await upload(master, [{ content: (await distinctPngs(1, 11))[0]!, name: 'm.png', type: 'image/png' }]);
    expect(first.status).toBe(201);
    const folder = join(filesDir, ...urlOf(first).replace('/api/files/', '').split('/').slice(0, -1));
    const large = join(folder, `${'e'.repeat(64)}.csv`);
    writeFileSync(large, '');
    truncateSync(large, 150 * 1024 * 1024);
    // When they upload an image and crop it, Then both are taken (only master_upload may hold that much, and it is not counted)
    const next = await upload(master, [{ content: (await distinctPngs(1, 12))[0]!, name: 'n.png', type: 'image/png' }]);
    expect(next.status).toBe(201);
    const crop = await harness.call('POST', '/files/crop', {
      token: master,
      body: { image: urlOf(next), crop: { x: 0, y: 0, width: 4, height: 4 } },
    });
    expect(crop.status).toBe(201);
  });

  it('never leaves a file behind for an owner whose erasure was requested while the upload ran', async () => {
    // Given Jamie, whose upload was read and checked, and who then asked to be erased
    const jamie = await harness.signIn(demoEmail('jamie'));
    const erased = await harness.call('POST', '/account/erasure', { token: jamie, body: { password: DEMO_PASSWORD } });
    expect(erased.status).toBe(200);
    // When the upload stores its file (after the erasure worker may already have emptied Jamie's folder)
    const owner = harness.api.app.get(OwnerUploads);
    const key = `users/${demoUserId('jamie')}/public/${'d'.repeat(64)}.png`;
    const [content] = await distinctPngs(1, 7);
    await expect(owner.store(demoUserId('jamie'), [{ key, content: content!, size: content!.length }], { quota: true })).rejects.toThrow(
      ERASED_OWNER,
    );
    // Then nothing of it stays
    expect(existsSync(join(filesDir, ...key.split('/')))).toBe(false);
  });
});
