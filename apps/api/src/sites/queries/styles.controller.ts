import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { themeDefinition } from '@wellway/domain';
import { Public } from '../../http/current-user.js';
import { list } from '../../http/envelope.js';

/** Time zones for the site editor, and theme definitions for the theme editor and every screen. */
@Controller()
export class SiteReferenceController {
  private readonly timeZones = Intl.supportedValuesOf('timeZone').map((name) => ({ id: name, name }));

  @Public()
  @Get('timezones/all')
  timezones() {
    return list(this.timeZones);
  }

  /** Spec 3 §7: the theme's defaults (variable, value, description). */
  @Public()
  @Get('styles/themes/:theme/css-config.json')
  cssConfig(@Param('theme') theme: string) {
    const definition = themeDefinition(theme);
    if (!definition) throw new NotFoundException('Theme not found.');
    return list(definition);
  }
}
