import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy the web app runs under: its own scripts only; styles from itself,
 * inline (a site's theme is a <style> the app writes) and over https (a site's override CSS);
 * images also from https and data: (logos, badges, policy pages); the API and graphql-ws on the
 * same origin. Behind HTTPS (secure) also HSTS and upgrade-insecure-requests.
 */
export function contentSecurityPolicy(secure: boolean): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'", 'https:'],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': secure ? [] : null,
  };
}

/** /api/docs (Swagger UI) starts itself with one inline script: that page alone may run it. */
const DOCS_PAGE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

export async function installSecurityHeaders(fastify: FastifyInstance, options: { secure: boolean }): Promise<void> {
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.secure) },
    hsts: options.secure ? { maxAge: 180 * 24 * 3600 } : false,
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (request.url === '/api/docs' || request.url.startsWith('/api/docs?')) reply.header('content-security-policy', DOCS_PAGE_CSP);
    return payload;
  });
}
