import { Controller, Get, Param } from '@nestjs/common';
import { themeDefinition } from '@wellway/domain';
import { Public } from '../../../http/current-user.js';
import { list } from '../../../http/envelope.js';
import { themeNotFound } from '../../../http/not-found.js';
import { ThemeVariablesAnswer } from './styles.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** Theme definitions for the theme editor and every screen (time zones: settings' TimeZonesController). */
@Controller()
export class SiteReferenceController {
  /** Spec 3 §7: the theme's defaults (variable, value, description). */
  @Public()
  @Get('styles/themes/:theme/css-config.json')
  @Endpoint({ summary: "A theme's CSS variables and their defaults", response: ThemeVariablesAnswer })
  cssConfig(@Param('theme') theme: string) {
    const definition = themeDefinition(theme);
    if (!definition) throw themeNotFound();
    return list(definition);
  }
}
