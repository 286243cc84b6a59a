import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { HttpCode } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ZodResponse } from 'nestjs-zod';
import { z } from 'zod';
import { answer } from './answer.js';
import { Endpoint } from './endpoint.js';

class ThingAnswer extends answer(z.object({ id: z.string() })) {}
const thing = { data: { id: 'a' }, meta: {} };

/** Every piece of metadata a method carries: what the router, the serializer and the OpenAPI document read. */
const metadataOf = (target: object, method: string) => {
  const handler = (target as Record<string, object>)[method]!;
  return Object.fromEntries(Reflect.getMetadataKeys(handler).map((key) => [String(key), Reflect.getMetadata(key, handler)]));
};

describe('@Endpoint: one route as the OpenAPI document shows it', () => {
  it('says what the ApiOperation, Api…Response and ZodResponse stack said', () => {
    // Given the same route written both ways
    class Stacked {
      @ApiOperation({ summary: 'One thing' })
      @ApiNotFoundResponse()
      @ApiTooManyRequestsResponse()
      @ZodResponse({ status: 200, type: ThingAnswer })
      show() {
        return thing;
      }
    }
    class Composed {
      @Endpoint({ summary: 'One thing', response: ThingAnswer, errors: [404, 429] })
      show() {
        return thing;
      }
    }

    // Then they carry the same metadata
    expect(metadataOf(Composed.prototype, 'show')).toEqual(metadataOf(Stacked.prototype, 'show'));
  });

  it('answers with the first of two success statuses by default and documents both', () => {
    class Stacked {
      @HttpCode(200)
      @ApiOperation({ summary: 'Create or keep a thing' })
      @ZodResponse({ status: 200, type: ThingAnswer })
      @ZodResponse({ status: 201, type: ThingAnswer })
      upsert() {
        return thing;
      }
    }
    class Composed {
      @Endpoint({ summary: 'Create or keep a thing', response: ThingAnswer, status: [200, 201] })
      upsert() {
        return thing;
      }
    }

    expect(metadataOf(Composed.prototype, 'upsert')).toEqual(metadataOf(Stacked.prototype, 'upsert'));
  });
});
