import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, from this file's place (libs/storage/src or dist). */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Where the local-disk adapter keeps files: FILES_DIR, else `files/` in the data directory
 * (DATA_DIR, which `npm start` passes to every process; default `<repository>/.data`, beside the
 * embedded PostgreSQL's `pg/`). The API and the erasure worker must agree, so both call this.
 */
export function filesDirectory(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FILES_DIR) return resolve(env.FILES_DIR);
  const dataDir = env.DATA_DIR ? env.DATA_DIR : join(repositoryRoot, '.data');
  return join(isAbsolute(dataDir) ? dataDir : resolve(dataDir), 'files');
}
