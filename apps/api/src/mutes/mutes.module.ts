import { Module } from '@nestjs/common';
import { MuteController } from './commands/mute/mute.controller.js';
import { MuteUserHandler } from './commands/mute/mute.handler.js';
import { UnmuteController } from './commands/unmute/unmute.controller.js';
import { UnmuteUserHandler } from './commands/unmute/unmute.handler.js';
import { MutesController } from './queries/mutes/mutes.controller.js';

/** Mutes (issue 15 Moderation): mute, unmute, the list of whom I muted. */
@Module({
  controllers: [MutesController, MuteController, UnmuteController],
  providers: [MuteUserHandler, UnmuteUserHandler],
})
export class MutesModule {}
