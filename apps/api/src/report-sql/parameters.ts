import { sqlReportParameters } from '@wellway/domain';

/**
 * Spec 3 §5 SQL report parameters (`sqlReportParameters`), written `:name` in a report's SQL and
 * sent as `$n` parameters: a value is never pasted into the text. Only these names are
 * parameters; any other `:word` is left to PostgreSQL's parser (and `::type` casts are casts).
 */

export interface BoundStatement {
  readonly text: string;
  readonly values: readonly (string | null)[];
}

const known = new Set<string>(sqlReportParameters);
const identifierStart = /[A-Za-z_]/;
const identifierPart = /[A-Za-z0-9_]/;

/** Where the quoted text, comment or dollar-quoted body starting at `start` ends (exclusive). */
function skipQuoted(sql: string, start: number): number {
  const char = sql[start];
  const next = sql[start + 1];
  if (char === '-' && next === '-') {
    const end = sql.indexOf('\n', start);
    return end === -1 ? sql.length : end;
  }
  if (char === '/' && next === '*') return skipBlockComment(sql, start);
  if (char === "'" || char === '"') return skipDelimited(sql, start, char, char === "'" && /[Ee]/.test(sql[start - 1] ?? ''));
  if (char === '$') {
    const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(start))?.[0];
    if (tag !== undefined && !/[A-Za-z0-9_]/.test(sql[start - 1] ?? '')) {
      const end = sql.indexOf(tag, start + tag.length);
      return end === -1 ? sql.length : end + tag.length;
    }
  }
  return start;
}

/** PostgreSQL's block comments nest. */
function skipBlockComment(sql: string, start: number): number {
  let depth = 0;
  for (let at = start; at < sql.length - 1; at += 1) {
    if (sql[at] === '/' && sql[at + 1] === '*') {
      depth += 1;
      at += 1;
    } else if (sql[at] === '*' && sql[at + 1] === '/') {
      depth -= 1;
      at += 1;
      if (depth === 0) return at + 1;
    }
  }
  return sql.length;
}

/** A '…' string ('' escapes a quote; E'…' also \') or a "…" identifier. */
function skipDelimited(sql: string, start: number, quote: string, backslashes: boolean): number {
  for (let at = start + 1; at < sql.length; at += 1) {
    if (backslashes && sql[at] === '\\') at += 1;
    else if (sql[at] === quote) {
      if (sql[at + 1] !== quote) return at + 1;
      at += 1;
    }
  }
  return sql.length;
}

/** Replaces each `:name` of a known parameter (outside strings, identifiers and comments) by `$n`. */
export function bindNamedParameters(sql: string, params: Readonly<Record<string, string | null>>): BoundStatement {
  const numbers = new Map<string, number>();
  const values: (string | null)[] = [];
  let text = '';
  let at = 0;
  while (at < sql.length) {
    const skipped = skipQuoted(sql, at);
    if (skipped > at) {
      text += sql.slice(at, skipped);
      at = skipped;
      continue;
    }
    if (sql[at] === ':' && sql[at + 1] === ':') {
      text += '::';
      at += 2;
      continue;
    }
    if (sql[at] === ':' && identifierStart.test(sql[at + 1] ?? '')) {
      let end = at + 1;
      while (end < sql.length && identifierPart.test(sql[end] ?? '')) end += 1;
      const name = sql.slice(at + 1, end);
      if (known.has(name)) {
        if (!numbers.has(name)) {
          values.push(params[name] ?? null);
          numbers.set(name, values.length);
        }
        text += `$${numbers.get(name)}`;
        at = end;
        continue;
      }
    }
    text += sql[at];
    at += 1;
  }
  return { text, values };
}
