import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The OpenAPI document knows a route's body and query schemas only from @ApiDoc. A controller
 * that validates with `parse(schema, …)` must name that schema in an @ApiDoc of the same file,
 * so a schema added to a handler without being documented fails here.
 */

const src = fileURLToPath(new URL('..', import.meta.url));

function controllers(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return controllers(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

describe('@ApiDoc names every schema a controller parses', () => {
  it.each(controllers(src).map((path) => [relative(src, path), path]))('%s', (_name, path) => {
    const source = readFileSync(path, 'utf8');
    const parsed = [...source.matchAll(/\bparse\((\w+),/g)].map((match) => match[1]!);
    const documented = [...source.matchAll(/@ApiDoc\(([\s\S]*?)\)\s*$/gm)].map((match) => match[1]!).join('\n');
    expect(parsed.filter((schema) => !new RegExp(`\\b${schema}\\b`).test(documented))).toEqual([]);
  });
});
