import { Module } from '@nestjs/common';
import { AcceptTermController } from './commands/accept-term/accept-term.controller.js';
import { AcceptTermHandler } from './commands/accept-term/accept-term.handler.js';
import { ChangeRequiredTermController } from './commands/change-required-term/change-required-term.controller.js';
import { ChangeRequiredTermHandler } from './commands/change-required-term/change-required-term.handler.js';
import { SaveContentController } from './commands/save-content/save-content.controller.js';
import { SaveContentHandler } from './commands/save-content/save-content.handler.js';
import { ContentSite } from './content-site.js';
import { ContentController } from './queries/content/content.controller.js';
import { RequiredTermsController } from './queries/required-terms/required-terms.controller.js';
import { SitesModule } from '../sites/sites.module.js';

/** Site content (privacy and terms pages, FAQs, …) and the pages a site requires its people to accept. */
@Module({
  imports: [SitesModule],
  controllers: [ContentController, SaveContentController, RequiredTermsController, ChangeRequiredTermController, AcceptTermController],
  providers: [ContentSite, SaveContentHandler, ChangeRequiredTermHandler, AcceptTermHandler],
})
export class ContentModule {}
