import { Module } from '@nestjs/common';
import { OpenApiHolder } from './openapi-holder.js';
import { OpenApiController } from './queries/openapi/openapi.controller.js';

/** The OpenAPI document and its docs page. */
@Module({ controllers: [OpenApiController], providers: [OpenApiHolder] })
export class OpenApiModule {}
