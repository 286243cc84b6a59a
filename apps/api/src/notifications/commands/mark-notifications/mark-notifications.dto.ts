import { createZodDto } from 'nestjs-zod/dto';
import { marksBody } from '@wellway/contracts';

export class MarksBodyDto extends createZodDto(marksBody) {}
