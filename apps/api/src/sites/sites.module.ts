import { Module } from '@nestjs/common';
import { DeleteSiteController } from './commands/delete-site/delete-site.controller.js';
import { DeleteSiteHandler } from './commands/delete-site/delete-site.handler.js';
import { EnterPilotPasswordController } from './commands/enter-pilot-password/enter-pilot-password.controller.js';
import { SaveSiteController } from './commands/save-site/save-site.controller.js';
import { SaveSiteHandler } from './commands/save-site/save-site.handler.js';
import { SitesController } from './queries/sites/sites.controller.js';
import { SiteReferenceController } from './queries/styles/styles.controller.js';
import { SiteDirectory } from './site-directory.js';

/** Sites (tenants): the site editor's commands, the site queries, and the SiteDirectory every capability reads sites with. */
@Module({
  controllers: [SitesController, SaveSiteController, DeleteSiteController, EnterPilotPasswordController, SiteReferenceController],
  providers: [SiteDirectory, SaveSiteHandler, DeleteSiteHandler],
  exports: [SiteDirectory],
})
export class SitesModule {}
