import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The document, built on first request: @nestjs/swagger reads the whole application, which a
 * controller cannot inject, so app.ts hands the builder in once the app exists.
 */
@Injectable()
export class OpenApiHolder {
  private build: (() => OpenAPIObject) | undefined;
  private document: OpenAPIObject | undefined;

  use(build: () => OpenAPIObject): void {
    this.build = build;
  }

  get(): OpenAPIObject {
    if (!this.build) throw new Error('The OpenAPI document has no builder (app.ts hands it in).');
    this.document ??= this.build();
    return this.document;
  }
}
