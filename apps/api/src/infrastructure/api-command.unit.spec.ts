import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, CommandHandler, CqrsModule, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand, type Positioned } from './api-command.js';

class Wave extends ApiCommand<{ who: string; times?: number; correlationId: string }, string>() {}
class Nod extends ApiCommand<{ who: string; correlationId: string }, Positioned>() {}

@CommandHandler(Wave)
class WaveHandler implements ICommandHandler<Wave> {
  execute({ who, times = 1, correlationId }: Wave): Promise<string> {
    return Promise.resolve(`${'wave '.repeat(times)}at ${who} (${correlationId})`);
  }
}

@CommandHandler(Nod)
class NodHandler implements ICommandHandler<Nod> {
  execute(): Promise<Positioned> {
    return Promise.resolve({ position: 7n });
  }
}

describe('ApiCommand: a command class from its fields', () => {
  it('carries its fields, as given', () => {
    const wave = new Wave({ who: 'Pat', correlationId: 'c-1' });
    expect(wave).toMatchObject({ who: 'Pat', correlationId: 'c-1' });
    expect(wave).toBeInstanceOf(Wave);
    expect(wave).not.toBeInstanceOf(Nod);
  });

  it("is run by its own handler through the CommandBus, answering the handler's result", async () => {
    // Given a CQRS module with a handler for each of two command classes
    @Module({ imports: [CqrsModule], providers: [WaveHandler, NodHandler] })
    class Greetings {}
    const app = await NestFactory.createApplicationContext(Greetings, { logger: false });
    const bus = app.get(CommandBus);

    // When each is executed
    const waved: string = await bus.execute(new Wave({ who: 'Pat', times: 2, correlationId: 'c-2' }));
    const nodded: Positioned = await bus.execute(new Nod({ who: 'Olive', correlationId: 'c-3' }));

    // Then each reached its own handler
    expect(waved).toBe('wave wave at Pat (c-2)');
    expect(nodded).toEqual({ position: 7n });
    await app.close();
  });
});
