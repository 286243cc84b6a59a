import { Module } from '@nestjs/common';
import { ChangeProgramController } from './commands/change-program.controller.js';
import { ChangeProgramHandler } from './commands/change-program.handler.js';
import { ProgramsController } from './queries/programs.controller.js';

@Module({ controllers: [ChangeProgramController, ProgramsController], providers: [ChangeProgramHandler] })
export class ProgramsModule {}
