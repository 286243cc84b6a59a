import { Command } from '@nestjs/cqrs';

/** A command's answer when all its caller needs is the log position it reached (read-your-writes). */
export interface Positioned {
  readonly position: bigint | null;
}

/**
 * The class of a command the API's handlers run: a `Command<Result>` (so `CommandBus.execute`
 * answers `Result`) carrying `Fields` as readonly properties, built from one object:
 *
 * ```ts
 * export class DeleteSite extends ApiCommand<{ user: CurrentUser; siteId: string; correlationId: string }, Positioned>() {}
 * await commandBus.execute(new DeleteSite({ user, siteId, correlationId }));
 * ```
 *
 * Each call makes a new base class, so every command class keeps its own `@CommandHandler` binding.
 */
export function ApiCommand<Fields extends object, Result>() {
  class FieldsCommand extends Command<Result> {
    constructor(fields: Fields) {
      super();
      Object.assign(this, fields);
    }
  }
  return FieldsCommand as new (fields: Fields) => Command<Result> & Readonly<Fields>;
}
