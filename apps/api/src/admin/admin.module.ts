import { Module } from '@nestjs/common';
import { QueueDashboardController } from './queues/queue-dashboard.controller.js';
import { QueueDashboard } from './queues/queue-dashboard.js';

/** Operators' pages: the queue dashboard (masters). */
@Module({ controllers: [QueueDashboardController], providers: [QueueDashboard] })
export class AdminModule {}
