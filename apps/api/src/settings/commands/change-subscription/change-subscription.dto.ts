import { createZodDto } from 'nestjs-zod/dto';
import { subscriptionBody } from '@wellway/contracts';

export class SubscriptionBodyDto extends createZodDto(subscriptionBody) {}
