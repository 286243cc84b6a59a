import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const DOCS_ASSETS_PREFIX = '/api/docs/assets/';
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];

/** The Swagger UI files the /api/docs page loads, from the installed swagger-ui-dist (works offline). */
export async function serveDocsAssets(fastify: FastifyInstance): Promise<void> {
  const root = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  await fastify.register(fastifyStatic, {
    root,
    prefix: DOCS_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (path) => ASSETS.includes(path.replace(/^\//, '')),
  });
}
