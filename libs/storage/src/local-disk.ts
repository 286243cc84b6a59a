import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, relative } from 'node:path';
import { checkKey, contentTypeOf, type FileStorage, type StoredFile } from './port.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files under one folder on local disk (the data directory's `files/` by default, see `filesDirectory`). */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'));

  async function keysUnder(folder: string, prefix: string): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true, recursive: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.tmp-'))
      .map((entry) => `${prefix}/${relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/')}`);
  }

  /** Written beside, then renamed: a reader sees the old file or the new one, never half of one; a failed write leaves nothing. */
  async function writeBeside(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.tmp-${randomUUID()}`);
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    put: (key, content) => writeBeside(key, (temporary) => writeFile(temporary, content)),
    putFile: (key, sourcePath) => writeBeside(key, (temporary) => copyFile(sourcePath, temporary)),
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    /** Opened before it answers: a file deleted afterwards still reads to its end, and an unread body only closes. */
    async stream(key): Promise<StoredFile | null> {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), contentType: contentTypeOf(key), size: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deleteUnder(prefix) {
      const count = (await keysUnder(pathOf(prefix), prefix)).length;
      await rm(pathOf(prefix), { recursive: true, force: true });
      return count;
    },
    list: (prefix) => keysUnder(pathOf(prefix), prefix),
    async usageSince(prefix, since) {
      let files = 0;
      let bytes = 0;
      for (const key of await keysUnder(pathOf(prefix), prefix)) {
        const info = await stat(pathOf(key)).catch((error: unknown) => {
          if (isMissing(error)) return null; // deleted meanwhile
          throw error;
        });
        if (info && info.mtime >= since) {
          files += 1;
          bytes += info.size;
        }
      }
      return { files, bytes };
    },
  };
}
