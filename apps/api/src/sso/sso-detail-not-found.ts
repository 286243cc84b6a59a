import { NotFoundException } from '@nestjs/common';

export const ssoDetailNotFound = () => new NotFoundException('SSO detail not found.');
