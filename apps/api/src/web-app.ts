import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; any non-API path falls back to index.html for client-side routes. */
export async function serveWebApp(fastify: FastifyInstance, root: string): Promise<void> {
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`The web app is not built: ${root}/index.html is missing (run npm run build).`);
  await fastify.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: ['index.html'] });
  fastify.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ errors: ['Not found.'] });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
