import { Controller, Get, Inject, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiDoc } from '../../http/api-doc.js';
import { RequirePermission } from '../../http/require-permission.js';
import { QueueDashboard } from './queue-dashboard.js';

const PAGE = "The queue dashboard (bull-board): the workers' queues, their jobs, failed ones retried";

/** `/api/admin/queues`: bull-board for masters, behind the same session and permission guards as every route. */
@Controller('admin/queues')
@RequirePermission('master.queues')
export class QueueDashboardController {
  constructor(@Inject(QueueDashboard) private readonly dashboard: QueueDashboard) {}

  @Get()
  @ApiDoc(PAGE, { produces: 'html', errors: [503] })
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }

  @Get('*')
  @ApiDoc("The dashboard's files and its reads (bull-board's own API)", { produces: 'html', errors: [404, 503] })
  read(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }

  @Put('*')
  @ApiDoc("The dashboard's actions: retry, promote, clean, pause, resume (bull-board's own API)", { errors: [404, 503] })
  act(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }

  @Post('*')
  @ApiDoc("Adds a job by hand (bull-board's own API)", { errors: [404, 503] })
  add(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }
}
