import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';

type Result = ReturnType<typeof execute>;

/**
 * graphql's `subscribe`, but each update is executed once per document, not once per socket. A
 * site-wide batch hands one payload object to thousands of sockets, and the live schema's fields
 * read nothing but that payload (default resolvers: no context, no arguments), so every socket
 * that sent the same document gets the same result. `results` maps a payload to its results by
 * document and goes when the payload does.
 */
export function subscribeSharingResults() {
  const results = new WeakMap<object, Map<string, Result>>();
  return async (args: ExecutionArgs) => {
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterator(stream)) return stream as ExecutionResult; // errors, as graphql's subscribe returns them
    const document = `${args.operationName ?? ''}\n${print(args.document)}\n${JSON.stringify(args.variableValues ?? {})}`;
    return mapped(stream, (payload) => {
      const byDocument = results.get(payload) ?? new Map<string, Result>();
      results.set(payload, byDocument);
      const found = byDocument.get(document);
      if (found) return found;
      const result = execute({ ...args, rootValue: payload });
      byDocument.set(document, result);
      return result;
    });
  };
}

function isAsyncIterator(value: unknown): value is AsyncIterator<object> & AsyncIterable<object> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** The source's values through `map`; `return` reaches the source at once (a closing socket unsubscribes without waiting for an update). */
function mapped(source: AsyncIterator<object>, map: (payload: object) => Result): AsyncGenerator<ExecutionResult> {
  const iterator: AsyncGenerator<ExecutionResult> = {
    next: async () => {
      const step = await source.next();
      return step.done ? { value: undefined, done: true } : { value: await map(step.value), done: false };
    },
    return: async () => {
      await source.return?.();
      return { value: undefined, done: true };
    },
    throw: async (error: unknown) => {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
