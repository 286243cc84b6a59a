import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database, PositionWaiter } from '@wellway/read-models';
import { AppModule } from './app.module.js';
import { MAX_CSV_BYTES } from './locations/commands/location-csv.js';
import type { ApiConfig } from './config.js';
import { edgeOptions, installInputGuards } from './http/input-guards.js';
import { createLogger, NestPinoLogger, requestId } from './http/logger.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { POSITION_WAITER, READ_DB } from './infrastructure/tokens.js';
import { startLiveUpdates } from './live/live-updates.js';
import { serveWebApp } from './web-app.js';
import { serveDocsAssets } from './openapi/docs-assets.js';
import { openApiDocument } from './openapi/document.js';
import { OpenApiHolder } from './openapi/openapi-holder.js';

/** The global prefix every route is served under. */
export const API_PREFIX = 'api';

export interface ApiApp {
  readonly app: NestFastifyApplication;
  /** The process log (null when created with `logger: false`). */
  readonly log: Logger | null;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Every answer carries its request id (X-Request-Id); a request is one log line at debug, or at
 * warn when it failed on our side (5xx), with that id.
 */
function installRequestLog(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const fields = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.warn(fields, 'request failed');
    else request.log.debug(fields, 'request');
    done();
  });
}

/** Builds the API (and the web app, when built) without listening, for main.ts and tests alike. */
export async function createApi(config: ApiConfig, options: { logger?: boolean } = {}): Promise<ApiApp> {
  const log = options.logger === false ? null : createLogger();
  const adapter = new FastifyAdapter({
    ...edgeOptions,
    bodyLimit: 1_048_576,
    trustProxy: process.env.TRUST_PROXY === 'true',
    genReqId: requestId,
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    ...(log ? { loggerInstance: log } : {}),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: log ? new NestPinoLogger(log) : false,
    abortOnError: false,
  });
  installInputGuards(app.getHttpAdapter().getInstance());
  installRequestLog(app.getHttpAdapter().getInstance());
  await installSecurityHeaders(app.getHttpAdapter().getInstance(), { secure: config.secureCookies });
  await app.register(fastifyCookie);
  // CSV uploads (POST /sites/{id}/locations): one file up to the spec's 4.25 MB.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10, parts: 11 } });
  app.setGlobalPrefix(API_PREFIX);
  await serveDocsAssets(app.getHttpAdapter().getInstance());
  app.get(OpenApiHolder).use(() => openApiDocument(app));
  if (config.webDist) await serveWebApp(app.getHttpAdapter().getInstance(), config.webDist);
  await app.init();
  const stopLive = startLiveUpdates(
    app.getHttpServer(),
    app.get<Kysely<Database>>(READ_DB),
    app.get<PositionWaiter>(POSITION_WAITER),
    config.now,
  );
  return {
    app,
    log,
    async listen(port, host = '127.0.0.1') {
      await app.listen(port, host);
      return app.getUrl();
    },
    async close() {
      await stopLive();
      await app.close();
    },
  };
}
