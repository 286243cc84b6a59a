import { createZodDto } from 'nestjs-zod/dto';
import { subscription, subscriptionBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SubscriptionBodyDto extends createZodDto(subscriptionBody) {}

export class SubscriptionAnswer extends answer(subscription) {}
