import { Global, Module } from '@nestjs/common';
import { DeleteSiteHandler } from './commands/delete-site.handler.js';
import { SaveSiteHandler } from './commands/save-site.handler.js';
import { SiteCommandsController } from './commands/site-commands.controller.js';
import { SitesController } from './queries/current-site.controller.js';
import { SiteReferenceController } from './queries/styles.controller.js';
import { SiteDirectory } from './site-directory.js';

@Global()
@Module({
  controllers: [SitesController, SiteCommandsController, SiteReferenceController],
  providers: [SiteDirectory, SaveSiteHandler, DeleteSiteHandler],
  exports: [SiteDirectory],
})
export class SitesModule {}
