/**
 * Wellway benchmarks: `npm run bench` (all) or `node bench/dist/run.js a c` (some).
 *   a  log-entry commands over HTTP at concurrency 32, beside raw pg
 *   b  rebuild of the stats projection from 1,000,000 events, beside a plain COPY
 *   c  freshness: command accepted → read model visible, at a steady 500 commands/s
 *   d  erasure of a person with 1,000 events in a log of 1,000,000: time, and only their rows touched
 *   e  rebuild of the badge-progress projection from b's log, beside the same COPY (BENCH_BADGE_EVENTS: a smaller log)
 *   f  10,000 challenges expiring in the same minute on a site of 300,000: all expired within 60 s, exactly once
 *   g  friends: a friends page (40, include=stats, by total steps) and a friend search on 100,000 people, 1,000,000 friendships
 *   h  wall: a wall page (30 posts, first 2 comments, likes) on 100,000 people and 1,000,000 posts
 *   i  an announcement to 100,000 participants: one event; visible in sampled participants' counts within 2 s; count query p95
 *   j  live delivery: 2,000 graphql-ws connections open, a message reaches each concerned one (p99 ≤ 150 ms from the response)
 *   o  the end-of-program report for a whole site of 100,000 participants (≤ 1 s), beside a count(*) of its day rows
 *   s  simple reports (10 fields, 2 filters) and their CSV export on 100,000 participants, the API's memory sampled (BENCH_REPORTS_PARTICIPANTS: fewer)
 *   r  rebuild of the reporting projection from 10,000,000 events of 100,000 participants, beside the same COPY (BENCH_REPORTING_PARTICIPANTS: fewer)
 * Prints a table and merges the figures into bench/results/<YYYY-MM-DD>.json.
 * BENCH_SECONDS (15), BENCH_WARMUP_SECONDS (5), BENCH_RATE (500) tune the load.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchCommands } from './commands.js';
import { benchErasure, type ErasureBenchResult } from './erasure.js';
import { benchFreshness } from './freshness.js';
import { benchFriends, type FriendsBenchResult } from './friends.js';
import { benchWall, type WallBenchResult } from './wall.js';
import { benchRebuild } from './rebuild.js';
import { benchBadgeProgress } from './badge-progress.js';
import { benchReportingRebuild, type ReportingRebuildBenchResult } from './reporting-rebuild.js';
import { benchReports, type ReportsBenchResult } from './reports.js';
import { serverSettings } from './support/database.js';
import { benchChallengeExpiry } from './challenge-expiry.js';
import { benchAnnouncements, type AnnouncementsBenchResult } from './announcements.js';
import { benchLiveDelivery, type LiveDeliveryBenchResult } from './live-delivery.js';
import { benchEop, type EopBenchResult } from './eop.js';

const KNOWN = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'o', 'r', 's'] as const;
type Key = (typeof KNOWN)[number];

interface Row {
  readonly benchmark: string;
  readonly metric: string;
  readonly value: string;
  readonly target: string;
  readonly met: boolean | null;
}

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number`);
  return value;
};
const timing = { warmupMs: seconds('BENCH_WARMUP_SECONDS', 5) * 1000, measureMs: seconds('BENCH_SECONDS', 15) * 1000 };
const rate = seconds('BENCH_RATE', 500);

const asked = process.argv.slice(2).map((arg) => arg.toLowerCase());
const unknown = asked.filter((arg) => !KNOWN.includes(arg as Key));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: a (commands), b (rebuild), c (freshness), d (erasure), e (badge progress), f (challenge expiry), g (friends), h (wall), i (announcements), j (live delivery), o (end-of-program report), r (reporting rebuild), s (reports and export).`,
  );
  process.exit(2);
}
const selected: readonly Key[] = asked.length > 0 ? KNOWN.filter((key) => asked.includes(key)) : KNOWN;

const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
/** A latency row, "p50 / tail" ms: met when the tail is within `limit` ms; without a limit, a baseline (met null). */
const latencyRow = <Tail extends 'p95' | 'p99'>(
  benchmark: string,
  ms: Readonly<Record<'p50' | Tail, number>>,
  tail: Tail,
  { digits = 1, limit }: { readonly digits?: number; readonly limit?: number } = {},
): Row => ({
  benchmark,
  metric: `p50 / ${tail} ms`,
  value: `${fmt(ms.p50, digits)} / ${fmt(ms[tail], digits)}`,
  target: limit === undefined ? '' : `${tail} ≤ ${fmt(limit)}`,
  met: limit === undefined ? null : ms[tail] <= limit,
});
const rows: Row[] = [];
const results: Record<string, unknown> = {};

for (const key of selected) {
  const load = loadavg().map((value) => Math.round(value * 100) / 100);
  console.log(`\n▶ ${key}: ${title(key)} (load average before: ${load.join(' ')})`);
  const started = performance.now();
  try {
    const figures = await run(key);
    const settings = key === 'c' ? { ...timing, rate } : key === 'a' ? timing : {};
    results[key] = { ...figures, settings, loadAverageBefore: load, wallSeconds: Math.round((performance.now() - started) / 100) / 10 };
  } catch (error) {
    console.error(`  ${key} failed:`, error);
    results[key] = { error: error instanceof Error ? error.message : String(error) };
    rows.push({ benchmark: key, metric: 'run', value: 'failed', target: '', met: false });
    process.exitCode = 1;
  }
}

printTable(rows);
await save();

function title(key: Key): string {
  return {
    a: 'log-entry commands over HTTP, concurrency 32',
    b: 'stats rebuild from 1M events',
    c: `freshness at ${rate} commands/s`,
    d: 'erasure of a person with 1,000 events in a 1M-event log',
    e: 'badge-progress rebuild from 1M events',
    f: 'challenge expiry: many due in the same minute',
    g: 'friends page and search on 100,000 people with 1,000,000 friendships and 300,000 challenges',
    h: 'wall page (30 posts, 2 comments each, likes) on 100,000 people with 1,000,000 posts',
    i: 'an announcement to 100,000 participants: counts within 2 s',
    j: 'live delivery over graphql-ws with 2,000 connections open',
    o: 'end-of-program report for a whole site of 100,000 participants',
    r: 'reporting rebuild from 10M events (100,000 participants)',
    s: 'simple report and CSV export on 100,000 participants',
  }[key];
}

async function run(key: Key): Promise<object> {
  if (key === 'a') {
    const a = await benchCommands(timing);
    rows.push(
      {
        benchmark: 'a commands (HTTP)',
        metric: 'commands/s',
        value: fmt(a.api.commandsPerSecond),
        target: '≥ 2,000',
        met: a.api.commandsPerSecond >= 2_000,
      },
      latencyRow('a commands (HTTP)', a.api.latencyMs, 'p99', { limit: 25 }),
      { benchmark: 'a raw pg baseline', metric: 'commands/s', value: fmt(a.baseline.commandsPerSecond), target: '', met: null },
      latencyRow('a raw pg baseline', a.baseline.latencyMs, 'p99'),
      {
        benchmark: 'a raw pg + pg_notify',
        metric: 'commands/s',
        value: fmt(a.baselineWithNotify.commandsPerSecond),
        target: '(diagnostic)',
        met: null,
      },
      {
        benchmark: 'a HTTP vs baseline',
        metric: 'share',
        value: `${fmt(a.apiShareOfBaseline * 100, 1)} %`,
        target: '≥ 50 %',
        met: a.apiShareOfBaseline >= 0.5,
      },
    );
    for (const [side, figures] of [
      ['api', a.api],
      ['baseline', a.baseline],
      ['baseline+notify', a.baselineWithNotify],
    ] as const) {
      const failed = Object.entries(figures.failures);
      if (failed.length > 0) console.log(`  ${side} failures: ${failed.map(([label, count]) => `${label} ×${count}`).join(', ')}`);
      console.log(
        `  ${side} CPU (cores): ${JSON.stringify(figures.cpuCores)}; CPU ms per command: ${JSON.stringify(figures.cpuMsPerCommand)}`,
      );
      console.log(`  ${side} PostgreSQL backends by activity: ${JSON.stringify(figures.pgActivity)}`);
    }
    return a;
  }
  if (key === 'b') {
    const b = await benchRebuild();
    rows.push(
      {
        benchmark: 'b stats rebuild',
        metric: 'events/s',
        value: `${fmt(b.rebuild.eventsPerSecond)} (${fmt(b.rebuild.seconds, 1)} s)`,
        target: '≥ 50,000',
        met: b.rebuild.eventsPerSecond >= 50_000,
      },
      {
        benchmark: 'b COPY baseline',
        metric: 'events/s',
        value: `${fmt(b.baseline.eventsPerSecond)} (${fmt(b.baseline.seconds, 1)} s)`,
        target: '',
        met: null,
      },
      { benchmark: 'b rebuild vs COPY', metric: 'share', value: `${fmt(b.rebuildShareOfBaseline * 100, 1)} %`, target: '', met: null },
    );
    console.log(
      `  rebuild CPU (cores): ${JSON.stringify(b.rebuild.cpuCores)}; CPU µs per event: ${JSON.stringify(b.rebuild.cpuMicrosPerEvent)}`,
    );
    console.log(`  time in readAll ${b.rebuild.readAllSeconds} s (prefetched), in apply ${b.rebuild.applySeconds} s`);
    return b;
  }
  if (key === 'd') return erasureRows(await benchErasure());
  if (key === 'e') return badgeProgressRows(await benchBadgeProgress());
  if (key === 'r') return reportingRebuildRows(await benchReportingRebuild());
  if (key === 's') return reportsRows(await benchReports());
  if (key === 'f') return challengeExpiryRows(await benchChallengeExpiry());
  if (key === 'g') return friendsRows(await benchFriends());
  if (key === 'i') return announcementsRows(await benchAnnouncements());
  if (key === 'j') return liveDeliveryRows(await benchLiveDelivery());
  if (key === 'h') return wallRows(await benchWall());
  if (key === 'o') return eopRows(await benchEop());
  const c = await benchFreshness({ ...timing, rate });
  rows.push(
    { benchmark: 'c freshness', metric: 'commands/s sent', value: `${fmt(c.achievedRate)} of ${fmt(c.targetRate)}`, target: '', met: null },
    latencyRow('c freshness entries', c.visibleMs.entries, 'p99', { limit: 50 }),
    latencyRow('c freshness stats', c.visibleMs.stats, 'p99', { limit: 50 }),
    latencyRow('c command latency', c.commandLatencyMs, 'p99'),
  );
  const failed = Object.entries(c.failures);
  if (failed.length > 0) console.log(`  failures: ${failed.map(([label, count]) => `${label} ×${count}`).join(', ')}`);
  console.log(`  CPU (cores): ${JSON.stringify(c.cpuCores)}; CPU ms per command: ${JSON.stringify(c.cpuMsPerCommand)}`);
  console.log(`  PostgreSQL backends by activity: ${JSON.stringify(c.pgActivity)}`);
  return c;
}

function erasureRows(d: ErasureBenchResult): ErasureBenchResult {
  const medianMax = (summary: { p50: number; max: number }) => `${fmt(summary.p50, 1)} / ${fmt(summary.max, 1)}`;
  const others = d.runs.reduce((sum, run) => sum + Object.values(run.othersRows).reduce((a, b) => a + b, 0), 0);
  const theirs = d.runs.map((run) => Object.values(run.theirRows).reduce((a, b) => a + b, 0));
  const destroyed = d.runs.filter((run) => run.keyDestroyed).length;
  rows.push(
    { benchmark: 'd erasure response', metric: 'median / max ms', value: medianMax(d.responseMs), target: '', met: null },
    {
      benchmark: 'd erasure complete',
      metric: 'median / max ms',
      value: medianMax(d.completeMs),
      target: '< 1 s',
      met: d.completeMs.max < 1_000,
    },
    {
      benchmark: 'd rows touched',
      metric: 'theirs / others',
      value: `${theirs.join(', ')} / ${fmt(others)} (of ${fmt(d.compared.rows)})`,
      target: 'others 0',
      met: others === 0,
    },
    {
      benchmark: 'd keys destroyed',
      metric: 'people',
      value: `${destroyed} of ${d.runs.length}`,
      target: 'all',
      met: destroyed === d.runs.length,
    },
  );
  const { setup, log } = d;
  console.log(
    `  log before the erasures: ${fmt(log.events)} events (${fmt(log.generated)} generated for others, ${d.runs.length} people × ${fmt(log.eventsPerPerson)}: ${JSON.stringify(log.theirTypes)})`,
  );
  console.log(
    `  setup: generate ${setup.generateSeconds} s, COPY ${setup.copySeconds} s, projector catch-up ${setup.projectorCatchUpSeconds} s, their entries ${setup.entriesSeconds} s`,
  );
  console.log(`  GET /api/erasures shows erased_at (median / max ms): ${medianMax(d.erasedAtVisibleMs)}`);
  for (const run of d.runs) {
    console.log(
      `  ${run.userId}: response ${run.responseMs} ms, erased_at shown ${run.erasedAtVisibleMs} ms, complete ${run.completeMs} ms (requested → UserErased in the log ${run.sagaMs} ms); appended ${JSON.stringify(run.appended)}; their rows ${JSON.stringify(run.theirRows)}; others ${JSON.stringify(run.othersRows)} ${run.othersExamples.join('; ')}`,
    );
  }
  return d;
}

function reportingRebuildRows(r: ReportingRebuildBenchResult): ReportingRebuildBenchResult {
  rows.push(
    {
      benchmark: 'r reporting rebuild',
      metric: 'events/s',
      value: `${fmt(r.rebuild.eventsPerSecond)} (${fmt(r.rebuild.seconds, 1)} s, ${fmt(r.events)} events)`,
      target: '≥ 50,000',
      met: r.rebuild.eventsPerSecond >= 50_000,
    },
    {
      benchmark: 'r COPY baseline',
      metric: 'events/s',
      value: `${fmt(r.baseline.eventsPerSecond)} (${fmt(r.baseline.seconds, 1)} s)`,
      target: '',
      met: null,
    },
    { benchmark: 'r rebuild vs COPY', metric: 'share', value: `${fmt(r.rebuildShareOfBaseline * 100, 1)} %`, target: '', met: null },
  );
  console.log(
    `  rebuild CPU (cores): ${JSON.stringify(r.rebuild.cpuCores)}; CPU µs per event: ${JSON.stringify(r.rebuild.cpuMicrosPerEvent)}`,
  );
  console.log(
    `  replay ${r.rebuild.replaySeconds} s, finish ${r.rebuild.finishSeconds} s; ${fmt(r.check.days)} days of ${fmt(r.participants)} participants`,
  );
  return r;
}

function badgeProgressRows(e: Awaited<ReturnType<typeof benchBadgeProgress>>): typeof e {
  rows.push(
    {
      benchmark: 'e badge-progress rebuild',
      metric: 'events/s',
      value: `${fmt(e.rebuild.eventsPerSecond)} (${fmt(e.rebuild.seconds, 1)} s, ${fmt(e.events)} events)`,
      target: '≥ 50,000',
      met: e.rebuild.eventsPerSecond >= 50_000,
    },
    {
      benchmark: 'e COPY baseline',
      metric: 'events/s',
      value: `${fmt(e.baseline.eventsPerSecond)} (${fmt(e.baseline.seconds, 1)} s)`,
      target: '',
      met: null,
    },
    { benchmark: 'e rebuild vs COPY', metric: 'share', value: `${fmt(e.rebuildShareOfBaseline * 100, 1)} %`, target: '', met: null },
  );
  console.log(
    `  rebuild CPU (cores): ${JSON.stringify(e.rebuild.cpuCores)}; CPU µs per event: ${JSON.stringify(e.rebuild.cpuMicrosPerEvent)}`,
  );
  console.log(`  replay ${e.rebuild.replaySeconds} s, finish ${e.rebuild.finishSeconds} s`);
  console.log(`  ${fmt(e.check.counts)} counts kept, days_logged sums to ${fmt(e.check.daysLogged)}`);
  return e;
}

function challengeExpiryRows(e: Awaited<ReturnType<typeof benchChallengeExpiry>>): object {
  const { check } = e;
  rows.push(
    {
      benchmark: 'f challenge expiry',
      metric: `${fmt(e.due)} due of ${fmt(e.challenges)}`,
      value: `${fmt(e.expiredWithinSeconds, 1)} s (${fmt(e.expiredPerSecond)}/s)`,
      target: '≤ 60 s',
      met: e.expiredWithinSeconds <= 60,
    },
    {
      benchmark: 'f exactly once',
      metric: 'expired events / distinct / not due',
      value: `${fmt(check.expiredEvents)} / ${fmt(check.distinctExpired)} / ${fmt(check.notDueExpired)}`,
      target: `${fmt(e.due)} / ${fmt(e.due)} / 0`,
      met: check.expiredEvents === e.due && check.distinctExpired === e.due && check.notDueExpired === 0,
    },
    {
      benchmark: "f senders' slots released",
      metric: 'released events / distinct',
      value: `${fmt(check.slotsReleased)} / ${fmt(check.distinctSlotsReleased)}`,
      target: `${fmt(e.due)} / ${fmt(e.due)}`,
      met: check.slotsReleased === e.due && check.distinctSlotsReleased === e.due,
    },
  );
  console.log(
    `  setup: COPY ${e.setup.loadSeconds} s, projector catch-up (one job per challenge) ${e.setup.catchUpSeconds} s; T0 ${e.setup.leadSeconds} s after start; ${e.workerConcurrency} jobs at once`,
  );
  console.log(`  CPU (cores): ${JSON.stringify(e.cpuCores)}; CPU ms per expiry: ${JSON.stringify(e.cpuMsPerExpiry)}`);
  return e;
}

function printTable(table: readonly Row[]): void {
  const cells = table.map((row) => [row.benchmark, row.metric, row.value, row.target, row.met === null ? '' : row.met ? 'met' : 'MISSED']);
  const header = ['benchmark', 'metric', 'measured', 'target', ''];
  const widths = header.map((name, column) => Math.max(name.length, ...cells.map((cell) => (cell[column] ?? '').length)));
  const line = (cell: readonly string[]) =>
    cell
      .map((value, column) => value.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`);
  for (const cell of cells) console.log(line(cell));
  const judged = table.filter((row) => row.met !== null);
  console.log(`\nTargets met: ${judged.filter((row) => row.met).length} of ${judged.length}`);
}

/** Merges into today's file, so running one benchmark keeps the others' latest figures. */
async function save(): Promise<void> {
  const folder = fileURLToPath(new URL('../results/', import.meta.url));
  const date = new Date().toISOString().slice(0, 10);
  const file = `${folder}${date}.json`;
  const previous = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as { benchmarks?: Record<string, unknown> },
    () => ({ benchmarks: {} }),
  );
  const document = {
    date,
    updatedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? '?',
      node: process.version,
      postgres: await serverSettings().catch(() => ({})),
    },
    benchmarks: { ...previous.benchmarks, ...results },
  };
  await mkdir(folder, { recursive: true });
  await writeFile(file, `${JSON.stringify(document, replacer, 2)}\n`);
  console.log(`Wrote ${fileURLToPath(new URL(`../results/${date}.json`, import.meta.url))}`);
}

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

function friendsRows(e: FriendsBenchResult): FriendsBenchResult {
  const scale = `${fmt(e.participants)} people, ${fmt(e.friendships)} friendships, ${fmt(e.challenges)} challenges`;
  rows.push(
    latencyRow('g friends page (40, stats)', e.pageMs, 'p95', { limit: 20 }),
    latencyRow('g friend search', e.searchMs, 'p95', { limit: 20 }),
    { ...latencyRow('g round trip (select 1)', e.roundTripMs, 'p95'), target: '(baseline)' },
    { benchmark: 'g friends site', metric: 'size', value: scale, target: '', met: null },
  );
  console.log(`  seeded in ${e.seedSeconds} s\n  page plan:\n${e.plans.page}\n  search plan:\n${e.plans.search}`);
  return e;
}

function reportsRows(s: ReportsBenchResult): ReportsBenchResult {
  const { before, peak, after } = s.apiRssMb;
  rows.push(
    latencyRow('s report: first 20 rows (HTTP)', s.firstRowsMs, 'p95', { limit: 150 }),
    latencyRow('s report: count of its rows (HTTP)', s.countMs, 'p95'),
    latencyRow(`s report: all ${fmt(s.completeRows)} rows`, s.completeMs, 'p95', { limit: 1_000 }),
    latencyRow('s baseline: plain read of the rows', s.plainReadMs, 'p95'),
    latencyRow('s baseline: select 1', s.roundTripMs, 'p95', { digits: 2 }),
    {
      benchmark: `s export CSV (${fmt(s.exportRows)} rows, ${fmt(s.exportBytes / 1_048_576, 1)} MB)`,
      metric: 's',
      value: fmt(s.exportSeconds, 2),
      target: '≤ 10',
      met: s.exportSeconds <= 10 && s.exportRows >= s.participants,
    },
    {
      benchmark: 's API memory during export',
      metric: 'RSS MB before / peak / after',
      value: `${fmt(before)} / ${fmt(peak)} / ${fmt(after)}`,
      target: 'flat (peak ≤ before + 64)',
      met: peak <= before + 64,
    },
  );
  console.log(`  ${fmt(s.participants)} participants, ${fmt(s.dayRows)} day rows seeded in ${s.seedSeconds} s`);
  console.log(`  first 20 rows plan:\n${s.plans.firstRows}\n  all rows plan:\n${s.plans.complete}`);
  return s;
}

function eopRows(o: EopBenchResult): EopBenchResult {
  rows.push(
    latencyRow('o EOP, whole site', o.siteMs, 'p95', { limit: 1_000 }),
    latencyRow('o EOP, one region (a tenth)', o.regionMs, 'p95'),
    { ...latencyRow('o baseline: count(*) of the day rows', o.baselineMs, 'p95'), target: '(baseline)' },
    { benchmark: 'o EOP site', metric: 'size', value: `${fmt(o.participants)} people, ${fmt(o.dayRows)} day rows`, target: '', met: null },
  );
  console.log(`  seeded in ${o.seedSeconds} s; figures suppressed for a coordinator: ${o.suppressed}`);
  return o;
}

function announcementsRows(i: AnnouncementsBenchResult): AnnouncementsBenchResult {
  rows.push(
    {
      benchmark: 'i announcement → counts',
      metric: 'p50 / max ms',
      value: `${fmt(i.visibleMs.p50, 1)} / ${fmt(i.visibleMs.max, 1)} (${i.visibleMs.seen} of ${i.visibleMs.sampled})`,
      target: 'max ≤ 2,000',
      met: i.visibleMs.seen === i.visibleMs.sampled && i.visibleMs.max <= 2_000,
    },
    latencyRow('i count query', i.countMs, 'p95', { digits: 2, limit: 20 }),
    latencyRow('i baseline: personal count', i.personalCountMs, 'p95', { digits: 2 }),
    { benchmark: 'i baseline: fan-out rows', metric: 'INSERT s', value: fmt(i.fanOutInsertSeconds, 2), target: '', met: null },
    { benchmark: 'i events appended', metric: 'count', value: fmt(i.eventsAppended), target: '1', met: i.eventsAppended === 1 },
  );
  console.log(`  ${fmt(i.participants)} participants seeded in ${i.seedSeconds} s\n  announcements plan:\n${i.plan}`);
  return i;
}

function liveDeliveryRows(j: LiveDeliveryBenchResult): LiveDeliveryBenchResult {
  for (const [name, live] of Object.entries(j.cases)) {
    rows.push(
      {
        benchmark: `j live ${name}`,
        metric: 'p50 / p99 ms',
        value: `${fmt(live.deliveryMs.p50, 1)} / ${fmt(live.deliveryMs.p99, 1)} (${fmt(live.deliveries)} deliveries)`,
        target: 'p99 ≤ 150',
        met: live.deliveryMs.p99 <= 150,
      },
      {
        benchmark: `j live ${name}`,
        metric: 'missed / to others',
        value: `${fmt(live.missed)} / ${fmt(live.misdelivered)}`,
        target: '0 / 0',
        met: live.missed === 0 && live.misdelivered === 0,
      },
    );
    console.log(
      `  ${name}: ${live.sends} sends × ${live.recipientsPerSend} connections; command p50 / p99 ${live.commandLatencyMs.p50} / ${live.commandLatencyMs.p99} ms; ${live.beforeResponse} before the response; max ${live.deliveryMs.max} ms`,
    );
    console.log(`  ${name} CPU (cores): ${JSON.stringify(live.cpuCores)}; CPU ms per delivery: ${JSON.stringify(live.cpuMsPerDelivery)}`);
  }
  rows.push({
    benchmark: 'j live connections',
    metric: 'open',
    value: `${fmt(j.connections)} (${fmt(j.people)} people)`,
    target: '2,000',
    met: j.connections >= 2_000,
  });
  console.log(`  setup: seed ${j.setup.seedSeconds} s, connect ${j.setup.connectSeconds} s`);
  return j;
}

function wallRows(e: WallBenchResult): WallBenchResult {
  rows.push(
    latencyRow('h wall page (30, 2 comments, likes)', e.pageMs, 'p95', { limit: 15 }),
    latencyRow('h wall page, My Posts', e.myPageMs, 'p95'),
    latencyRow('h baseline: 30 post rows alone', e.baselineMs, 'p95'),
    { benchmark: 'h wall site', metric: 'size', value: `${fmt(e.participants)} people, ${fmt(e.posts)} posts`, target: '', met: null },
  );
  console.log(`  seeded in ${e.seedSeconds} s\n  page plan:\n${e.plan}`);
  return e;
}
