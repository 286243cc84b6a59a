import { Controller, Get } from '@nestjs/common';
import { ZodResponse } from 'nestjs-zod';
import { ApiOperation } from '@nestjs/swagger';
import { Public } from '../../../http/current-user.js';
import { list } from '../../../http/envelope.js';
import { TimeZonesAnswer } from './time-zones.dto.js';

/** GET /timezones/all (spec 2 §7): the IANA zones a profile may name (registration and settings). */
@Controller('timezones')
export class TimeZonesController {
  @Public()
  @Get('all')
  @ApiOperation({ summary: 'The time zones a profile may name' })
  @ZodResponse({ status: 200, type: TimeZonesAnswer })
  all() {
    return list(Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, name: zone.replace(/_/g, ' ') })));
  }
}
