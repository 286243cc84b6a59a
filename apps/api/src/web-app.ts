import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content hash: a changed file is a new name. */
const HASHED = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app; any non-API path falls back to index.html for client-side routes.
 * Files are sent as the build precompressed them (.br, .gz) when the browser accepts it; hashed
 * assets are cached for a year, everything else revalidated; source maps stay private (the build
 * keeps them on disk for diagnostics and the bundle-size check, never served).
 */
export async function serveWebApp(fastify: FastifyInstance, root: string): Promise<void> {
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`The web app is not built: ${root}/index.html is missing (run npm run build).`);
  await fastify.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (reply, path) => void reply.header('cache-control', relative(root, path).startsWith(`assets${sep}`) ? HASHED : 'no-cache'),
  });
  fastify.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ errors: ['Not found.'] });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
