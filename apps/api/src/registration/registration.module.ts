import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { RegisterController } from './commands/register/register.controller.js';
import { RegisterHandler } from './commands/register/register.handler.js';
import { ValidateUserController } from './queries/validate-user/validate-user.controller.js';

/** Self-registration (spec 2 /register) and the form's live e-mail check. */
@Module({ imports: [SitesModule], controllers: [RegisterController, ValidateUserController], providers: [RegisterHandler] })
export class RegistrationModule {}
