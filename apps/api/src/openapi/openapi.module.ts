import { Module } from '@nestjs/common';
import { OpenApiController } from './queries/openapi/openapi.controller.js';

/** The OpenAPI document and its docs page. */
@Module({ controllers: [OpenApiController] })
export class OpenApiModule {}
