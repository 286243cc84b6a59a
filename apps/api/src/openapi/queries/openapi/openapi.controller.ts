import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { Public } from '../../../http/current-user.js';
import { OpenApiHolder } from '../../openapi-holder.js';
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

/** The OpenAPI 3.1 document of every route the app registers (openapi/document.ts), built once. */
@Controller()
export class OpenApiController {
  constructor(@Inject(OpenApiHolder) private readonly document: OpenApiHolder) {}

  @Public()
  @Get('openapi.json')
  @ApiOperation({ summary: 'This OpenAPI 3.1 document' })
  @ApiOkResponse({ schema: { type: 'object', description: 'This OpenAPI 3.1 document.' } })
  openApi() {
    return this.document.get();
  }

  @Public()
  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  @ApiOperation({ summary: 'The OpenAPI document as a page (Swagger UI)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ schema: { type: 'string' } })
  docs() {
    return docsPage;
  }
}
