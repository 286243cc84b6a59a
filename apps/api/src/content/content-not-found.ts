import { NotFoundException } from '@nestjs/common';

export const contentNotFound = () => new NotFoundException('Custom Content could not be found');
