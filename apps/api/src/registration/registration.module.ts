import { Module } from '@nestjs/common';
import { RegisterController } from './commands/register/register.controller.js';
import { RegisterHandler } from './commands/register/register.handler.js';
import { ValidateUserController } from './queries/validate-user/validate-user.controller.js';

/** Self-registration (spec 2 /register) and the form's live e-mail check. */
@Module({ controllers: [RegisterController, ValidateUserController], providers: [RegisterHandler] })
export class RegistrationModule {}
