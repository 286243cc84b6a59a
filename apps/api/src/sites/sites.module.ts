import { Global, Module } from '@nestjs/common';
import { SitesController } from './queries/current-site.controller.js';
import { SiteDirectory } from './site-directory.js';

@Global()
@Module({ controllers: [SitesController], providers: [SiteDirectory], exports: [SiteDirectory] })
export class SitesModule {}
