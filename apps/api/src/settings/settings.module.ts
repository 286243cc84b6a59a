import { Module } from '@nestjs/common';
import { SaveUserHandler } from './commands/save-user.handler.js';
import { SettingsController } from './commands/settings.controller.js';

@Module({ controllers: [SettingsController], providers: [SaveUserHandler] })
export class SettingsModule {}
