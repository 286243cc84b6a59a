import { Module } from '@nestjs/common';
import { ContentController } from './content.controller.js';
import { SaveContentHandler } from './content.handler.js';
import { ContentSite } from './content-site.js';
import { RequiredTermsController } from './required-terms.controller.js';
import { AcceptTermHandler, ChangeRequiredTermHandler } from './required-terms.handler.js';

@Module({
  controllers: [ContentController, RequiredTermsController],
  providers: [ContentSite, SaveContentHandler, ChangeRequiredTermHandler, AcceptTermHandler],
})
export class ContentModule {}
