import { createZodDto } from 'nestjs-zod/dto';
import { cropBody, cropResult } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class CropBodyDto extends createZodDto(cropBody) {}
export class CropResultAnswer extends answer(cropResult) {}
