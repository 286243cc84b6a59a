import { Controller, Get, Inject, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { RequirePermission } from '../../http/require-permission.js';
import { QueueDashboard } from './queue-dashboard.js';

const PAGE = "The queue dashboard (bull-board): the workers' queues, their jobs, failed ones retried";

/** bull-board's own page, files and API: documented as what they are, not in the `{ data, meta }` envelope. */
const Doc =
  (summary: string, produces: 'text/html' | 'application/json') =>
  (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
    for (const decorate of [
      ApiOperation({ summary }),
      ApiProduces(produces),
      ApiOkResponse({ description: "bull-board's answer", schema: produces === 'text/html' ? { type: 'string' } : { type: 'object' } }),
      ApiNotFoundResponse(),
      ApiServiceUnavailableResponse(),
    ])
      decorate(target, key, descriptor);
  };

/** `/api/admin/queues`: bull-board for masters, behind the same session and permission guards as every route. */
@Controller('admin/queues')
@RequirePermission('master.queues')
export class QueueDashboardController {
  constructor(@Inject(QueueDashboard) private readonly dashboard: QueueDashboard) {}

  @Get()
  @Doc(PAGE, 'text/html')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }

  @Get('*')
  @Doc("The dashboard's files and its reads (bull-board's own API)", 'text/html')
  read(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }

  @Put('*')
  @Doc("The dashboard's actions: retry, promote, clean, pause, resume (bull-board's own API)", 'application/json')
  act(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }

  @Post('*')
  @Doc("Adds a job by hand (bull-board's own API)", 'application/json')
  add(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }
}
