import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { HttpCode } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ZodResponse } from 'nestjs-zod';
import { z } from 'zod';
import { answer } from './answer.js';
import { Endpoint } from './endpoint.js';

class ThingAnswer extends answer(z.object({ id: z.string() })) {}
const thing = { data: { id: 'a' }, meta: {} };

/** Routes written with the decorator stacks @Endpoint replaces… */
class Stacked {
  @ApiOperation({ summary: 'One thing' })
  @ApiNotFoundResponse()
  @ApiTooManyRequestsResponse()
  @ZodResponse({ status: 200, type: ThingAnswer })
  show() {
    return thing;
  }

  /** Answers 200, or 201 when it creates (the handler sets it). */
  @HttpCode(200)
  @ApiOperation({ summary: 'Create or keep a thing' })
  @ZodResponse({ status: 200, type: ThingAnswer })
  @ZodResponse({ status: 201, type: ThingAnswer })
  upsert() {
    return thing;
  }

  /** Answers a file, not JSON. */
  @ApiOperation({ summary: 'Download a thing' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'The ZIP archive.' })
  download() {
    return undefined;
  }
}

/** …and the same routes with @Endpoint. */
class Composed {
  @Endpoint({ summary: 'One thing', response: ThingAnswer, errors: [404, 429] })
  show() {
    return thing;
  }

  @Endpoint({ summary: 'Create or keep a thing', response: ThingAnswer, status: [200, 201] })
  upsert() {
    return thing;
  }

  @Endpoint({ summary: 'Download a thing', file: { type: 'application/zip', description: 'The ZIP archive.' } })
  download() {
    return undefined;
  }
}

/** Every piece of metadata a method carries: what the router, the serializer and the OpenAPI document read. */
const metadataOf = (target: object, method: string) => {
  const handler = (target as Record<string, object>)[method]!;
  return Object.fromEntries(Reflect.getMetadataKeys(handler).map((key) => [String(key), Reflect.getMetadata(key, handler)]));
};

describe('@Endpoint: one route as the OpenAPI document shows it', () => {
  it.each(['show', 'upsert', 'download'])(
    'says for %s what the ApiOperation, Api…Response, ZodResponse and HttpCode stack said',
    (method) => {
      expect(metadataOf(Composed.prototype, method)).toEqual(metadataOf(Stacked.prototype, method));
    },
  );
});
