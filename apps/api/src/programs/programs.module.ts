import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { ChangeProgramController } from './commands/change-program/change-program.controller.js';
import { ChangeProgramHandler } from './commands/change-program/change-program.handler.js';
import { ProgramsController } from './queries/programs/programs.controller.js';

@Module({ imports: [SitesModule], controllers: [ChangeProgramController, ProgramsController], providers: [ChangeProgramHandler] })
export class ProgramsModule {}
