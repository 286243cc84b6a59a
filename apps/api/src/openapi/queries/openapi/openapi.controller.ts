import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { ApiDoc } from '../../../http/api-doc.js';
import { Public } from '../../../http/current-user.js';
import { openApiDocument } from '../../openapi-document.js';
import { discoverRoutes } from '../../routes.js';
import { DOCS_ASSETS_PREFIX } from '../../docs-assets.js';

/** Swagger UI (from the swagger-ui-dist package, served locally: no CDN) reading /api/openapi.json. */
const docsPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Wellway API</title>
  <link rel="icon" type="image/png" href="${DOCS_ASSETS_PREFIX}favicon-32x32.png">
  <link rel="stylesheet" href="${DOCS_ASSETS_PREFIX}swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${DOCS_ASSETS_PREFIX}swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true });
  </script>
</body>
</html>
`;

/** The OpenAPI 3.1 document of every route the app registers, built once from Nest's own route metadata. */
@Controller()
export class OpenApiController {
  private document: Record<string, unknown> | undefined;

  constructor(@Inject(ModulesContainer) private readonly modules: ModulesContainer) {}

  @Public()
  @Get('openapi.json')
  @ApiDoc('This OpenAPI 3.1 document', { produces: 'openapi' })
  openApi() {
    this.document ??= openApiDocument(discoverRoutes(this.modules));
    return this.document;
  }

  @Public()
  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  @ApiDoc('The OpenAPI document as a page (Swagger UI)', { produces: 'html' })
  docs() {
    return docsPage;
  }
}
