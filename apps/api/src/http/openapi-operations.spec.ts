import type { ApiClient } from '../testing/api-harness.spec.js';

/** Test support (not a test file): the operations of the app's own OpenAPI document, for the hostile-input sweeps. */

export interface Operation {
  readonly method: string;
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
  readonly bodyFields: readonly string[] | null;
  /** The body's JSON Schema, and each query parameter's (for sweeps that draw valid values too). */
  readonly bodySchema?: JsonSchema;
  readonly querySchemas?: Readonly<Record<string, JsonSchema>>;
}

/** The part of JSON Schema the documented schemas use. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
  readonly items?: JsonSchema;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly default?: unknown;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: JsonSchema }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** Every operation the API documents, with its path and query parameters and its body's fields (null: no body). */
export async function documentedOperations(client: ApiClient): Promise<Operation[]> {
  const document = (await client.json<OpenApi>('/openapi.json')).body;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyFields: operation.requestBody ? Object.keys(Object.values(operation.requestBody.content)[0]?.schema?.properties ?? {}) : null,
      bodySchema: operation.requestBody ? Object.values(operation.requestBody.content)[0]?.schema : undefined,
      querySchemas: Object.fromEntries(
        (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}] as const),
      ),
    })),
  );
}
