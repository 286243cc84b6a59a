import { Controller, Get } from '@nestjs/common';
import { Public } from '../../../http/current-user.js';
import { list } from '../../../http/envelope.js';
import { TimeZonesAnswer } from './time-zones.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** GET /timezones/all (spec 2 §7): the IANA zones a profile may name (registration and settings). */
@Controller('timezones')
export class TimeZonesController {
  @Public()
  @Get('all')
  @Endpoint({ summary: 'The time zones a profile may name', response: TimeZonesAnswer })
  all() {
    return list(Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, name: zone.replace(/_/g, ' ') })));
  }
}
