import { parse } from 'libpg-query';
import { DomainError } from '@wellway/domain';

/**
 * The first gate of a SQL report (docs/decisions.md, "SQL reports: the sandbox"): PostgreSQL's own
 * parser (libpg-query) reads the statement and only one plain SELECT (or WITH … SELECT, VALUES)
 * over the report views passes. The site role's grants are the boundary; this gate keeps out what
 * a role cannot be denied: `RESET ROLE`/`set_config('role', …)` back to the API's user, the
 * functions every role may call, catalog reads, row locks.
 */

type Node = Record<string, unknown>;

/** Functions any role may call that reach beyond a report: settings, sleeps, files, large objects, other queries. */
const deniedFunctions = new Set([
  'set_config',
  'current_setting',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'table_to_xml',
  'table_to_xmlschema',
  'table_to_xml_and_xmlschema',
  'schema_to_xml',
  'schema_to_xmlschema',
  'schema_to_xml_and_xmlschema',
  'database_to_xml',
  'database_to_xmlschema',
  'database_to_xml_and_xmlschema',
  'ts_stat',
  'ts_rewrite',
  'nextval',
  'setval',
  'currval',
  'lastval',
  'txid_current',
  'inet_server_addr',
  'inet_server_port',
  'version',
]);
const deniedPrefixes = ['pg_', 'lo_', 'dblink', 'binary_upgrade_'];

export function refusal(code: string, message: string): DomainError {
  return new DomainError('validation', code, message);
}

export const ONE_SELECT = 'Only one SELECT statement may run.';

function isDenied(name: string): boolean {
  const lower = name.toLowerCase();
  return deniedFunctions.has(lower) || deniedPrefixes.some((prefix) => lower.startsWith(prefix));
}

function names(list: unknown): string[] {
  return Array.isArray(list) ? list.map((item) => String(((item as Node).String as Node | undefined)?.sval ?? '')) : [];
}

/** Every node of the tree, depth first, with its type name (`SelectStmt`) or its field name (`lockingClause`). */
function* walk(value: unknown, key = ''): Generator<[string, unknown]> {
  if (Array.isArray(value)) {
    for (const item of value) yield* walk(item, key);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, child] of Object.entries(value as Node)) {
      yield [name, child];
      yield* walk(child, name);
    }
  }
}

function checkNode(type: string, node: unknown, relations: ReadonlySet<string>, views: readonly string[]): void {
  if (['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt'].includes(type)) {
    throw refusal('sql_report_writes', 'A report may only read: no INSERT, UPDATE, DELETE or MERGE.');
  }
  if (type === 'intoClause') throw refusal('sql_report_into', 'A report may not use SELECT … INTO.');
  if (type === 'lockingClause') throw refusal('sql_report_locks', 'A report may not lock rows (FOR UPDATE, FOR SHARE).');
  if (type === 'FuncCall') {
    const [name, ...schema] = names((node as Node).funcname).reverse();
    if (name === undefined || isDenied(name) || schema.some((part) => part !== 'pg_catalog')) {
      throw refusal('sql_report_function', `The function ${[...schema.reverse(), name].join('.')} may not be used in a report.`);
    }
  }
  if (type === 'RangeVar') {
    const { schemaname, relname } = node as { schemaname?: string; relname?: string };
    if (schemaname !== undefined || relname === undefined || !relations.has(relname)) {
      throw refusal('sql_report_relation', `Only the report views may be read: ${views.join(', ')}.`);
    }
  }
}

/** The parse tree of `text`, or PostgreSQL's syntax error as a refusal. */
interface ParsedStatement {
  stmt?: Node;
  stmt_location?: number;
  stmt_len?: number;
}

async function parsed(text: string): Promise<{ stmts?: ParsedStatement[] }> {
  try {
    return (await parse(text)) as { stmts?: ParsedStatement[] };
  } catch (error) {
    throw refusal('sql_report_syntax', (error as Error).message);
  }
}

/**
 * Refuses `text` unless it is exactly one SELECT reading only `views` (and its own WITH names):
 * no second statement (comments and strings cannot hide one from a real parser), no writes in a
 * CTE, no INTO, no locking clause, no denied or schema-qualified function, no other relation.
 * Answers the statement's own text (without a closing semicolon).
 */
export async function checkSelect(text: string, views: readonly string[]): Promise<string> {
  if (text.trim() === '') throw refusal('sql_report_empty', 'Write one SELECT statement.');
  const statements = (await parsed(text)).stmts ?? [];
  if (statements.length === 0) throw refusal('sql_report_empty', 'Write one SELECT statement.');
  const statement = statements[0]?.stmt;
  if (statements.length > 1 || statement?.SelectStmt === undefined) throw refusal('sql_report_one_select', ONE_SELECT);
  const ctes = [...walk(statement)].filter(([type]) => type === 'CommonTableExpr').map(([, cte]) => String((cte as Node).ctename));
  const relations = new Set([...views, ...ctes]);
  for (const [type, node] of walk(statement)) checkNode(type, node, relations, views);
  const { stmt_location: start = 0, stmt_len: length } = statements[0]!;
  return length === undefined || length === 0 ? text.slice(start) : text.slice(start, start + length);
}
