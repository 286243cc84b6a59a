import { mkdtempSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, fileKey, InvalidKeyError, isValidKey, localDiskStorage, parseFileKey } from './index.js';

describe('local-disk storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'wellway-storage-'));
  const storage = localDiskStorage(root);

  it('puts, gets, streams and deletes by key', async () => {
    const key = fileKey('u-1', 'public', 'a.png');
    await storage.put(key, Buffer.from('one'));
    await storage.put(key, Buffer.from('two')); // overwrite
    expect((await storage.get(key))?.toString()).toBe('two');
    const stored = await storage.stream(key);
    expect(stored).toMatchObject({ contentType: 'image/png', size: 3 });
    expect(await text(stored!.body)).toBe('two');
    await storage.delete(key);
    await storage.delete(key); // missing: fine
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
  });

  it('streams a file opened before it was deleted to its end, and a stream left unread closes quietly', async () => {
    // The file is open when stream() answers: deleting it (a person erased) cannot fail a read
    // already begun, nor raise an unhandled error from a stream a 304 never reads.
    const key = fileKey('u-4', 'public', 'd.png');
    await storage.put(key, Buffer.from('four'));
    const read = (await storage.stream(key))!;
    const unread = (await storage.stream(key))!;
    unlinkSync(join(root, key)); // at once, as the erasure of a person may
    expect(await text(read.body)).toBe('four');
    const closed = new Promise((resolve, reject) => unread.body.once('close', resolve).once('error', reject));
    unread.body.destroy();
    await closed;
  });

  it('lists and deletes one person’s files, no one else’s', async () => {
    await Promise.all([
      storage.put(fileKey('u-2', 'public', 'a.png'), Buffer.from('a')),
      storage.put(fileKey('u-2', 'secure', 'b.csv'), Buffer.from('b')),
      storage.put(fileKey('u-3', 'public', 'c.png'), Buffer.from('c')),
    ]);
    expect((await storage.list('users/u-2')).sort()).toEqual(['users/u-2/public/a.png', 'users/u-2/secure/b.csv']);
    expect(await storage.deleteUnder('users/u-2')).toBe(2);
    expect(await storage.deleteUnder('users/u-2')).toBe(0);
    expect(await storage.list('users/u-2')).toEqual([]);
    expect(await storage.list('users/u-3')).toEqual(['users/u-3/public/c.png']);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x.png', 'users/../../x', '/etc/passwd', 'a//b', 'a/.hidden', '']) expect(isValidKey(key)).toBe(false);
    await expect(storage.get('users/../../etc/passwd')).rejects.toThrow(InvalidKeyError);
    expect(parseFileKey('users/u-1/secure/x.png')).toEqual({ ownerId: 'u-1', visibility: 'secure', name: 'x.png' });
    expect(parseFileKey('users/u-1/other/x.png')).toBeNull();
    expect(parseFileKey('users/u-1/secure/a b.png')).toBeNull();
    expect(contentTypeOf('x.html')).toBe('application/octet-stream');
  });

  it('puts a spooled file by copying it; a failed write leaves no temporary file', async () => {
    const source = join(mkdtempSync(join(tmpdir(), 'wellway-spool-')), '0');
    writeFileSync(source, 'spooled');
    const key = fileKey('u-4', 'secure', 'a.csv');
    await storage.putFile(key, source);
    expect((await storage.get(key))?.toString()).toBe('spooled');
    await expect(storage.putFile(fileKey('u-4', 'secure', 'b.csv'), `${source}-missing`)).rejects.toThrow();
    expect(await storage.list('users/u-4')).toEqual([key]);
  });

  it('counts the files (and bytes) written under a prefix since a time', async () => {
    await storage.put(fileKey('u-5', 'public', 'a.png'), Buffer.alloc(10));
    await storage.put(fileKey('u-5', 'secure', 'b.png'), Buffer.alloc(5));
    expect(await storage.usageSince('users/u-5', new Date(Date.now() - 60_000))).toEqual({ files: 2, bytes: 15 });
    expect(await storage.usageSince('users/u-5', new Date(Date.now() + 60_000))).toEqual({ files: 0, bytes: 0 });
    expect(await storage.usageSince('users/nobody', new Date(0))).toEqual({ files: 0, bytes: 0 });
  });
});
