import { Inject, Injectable } from '@nestjs/common';
import { challengeSlots, challengeSlotsStream, deterministicId, type ChallengeSlotCommand } from '@wellway/domain';
import type { MetadataInput } from '@wellway/event-store';
import { CommandRunner } from '../infrastructure/command-runner.js';

/**
 * Enough rounds for a burst on one person's slots stream: each round one writer wins, so twenty
 * sends at once settle within twenty rounds (exactly five succeed, the rest are refused).
 */
const SLOT_ATTEMPTS = 32;

/** A person's active-challenge slots (the 5-active rule, domain challenges/slots.ts). */
@Injectable()
export class ChallengeSlots {
  constructor(@Inject(CommandRunner) private readonly commands: CommandRunner) {}

  take(command: Omit<Extract<ChallengeSlotCommand, { type: 'TakeChallengeSlot' }>, 'type'>, by: MetadataInput) {
    return this.run({ type: 'TakeChallengeSlot', ...command }, by);
  }

  /** Idempotent: a slot not held (never taken, already released) releases nothing. */
  release(userId: string, siteId: string, userChallengeId: string, by: MetadataInput) {
    return this.run({ type: 'ReleaseChallengeSlot', userId, siteId, userChallengeId }, by);
  }

  private run(command: ChallengeSlotCommand, by: MetadataInput) {
    return this.commands.run(challengeSlotsStream(command.userId), challengeSlots.challengeSlotsDecider, command, by, {
      maxAttempts: SLOT_ATTEMPTS,
      // Deterministic: the release worker and the API releasing the same slot store it once.
      eventId: (event) => deterministicId(event.type, command.userId, command.userChallengeId),
    });
  }
}
