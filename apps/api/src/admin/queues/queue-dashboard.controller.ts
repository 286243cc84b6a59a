import { Controller, Get, Inject, Post, Put, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequirePermission } from '../../http/require-permission.js';
import { QueueDashboard } from './queue-dashboard.js';

/**
 * `/api/admin/queues`: bull-board for masters, behind the same session and permission guards as every
 * route. Its page, files and API are bull-board's own, not Wellway's JSON API: left out of the OpenAPI
 * document (docs/operating.md describes the dashboard).
 */
@ApiExcludeController()
@Controller('admin/queues')
@RequirePermission('master.queues')
export class QueueDashboardController {
  constructor(@Inject(QueueDashboard) private readonly dashboard: QueueDashboard) {}

  /** The page: the workers' queues, their jobs, failed ones retried. */
  @Get()
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }

  /** The dashboard's files and its reads. */
  @Get('*')
  read(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }

  /** Its actions: retry, promote, clean, pause, resume. */
  @Put('*')
  act(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }

  /** Adds a job by hand. */
  @Post('*')
  add(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.dashboard.forward(request, reply);
  }
}
