/**
 * (j) Live delivery over graphql-ws: BENCH_LIVE_CONNECTIONS (2,000) connections open on the real
 * API (child process) beside the real projector (child process), each signed in as one of
 * BENCH_LIVE_PEOPLE (2,000) participants of the demo site and subscribed to its updates. People
 * are registered as the demo seed registers them; their sessions are written as sign-in writes
 * them (insertSession, the token hashed), without 2,000 password checks. Then each case sends
 * BENCH_LIVE_SENDS commands one after another, and every connection the command concerns is timed
 * from the command's response to its update (kind and position) arriving. Target: p99 ≤ 150 ms.
 * Checked: every concerned connection hears of each command; no other connection does.
 *
 * A case is a command and whom it reaches (see LiveCase): messages (a member posts to a group
 * conversation of 50) and wall posts (site-wide: every connection of the site).
 */
import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { MAX_CONVERSATION_MEMBERS } from '@wellway/domain';
import { createReadModelDb, insertSession } from '@wellway/read-models';
import { hashToken } from '@wellway/api/dist/identity/session-token.js';
import { DEMO_SITE_ID, demoEmail, demoUserId } from '@wellway/ops/dist/demo-seed.js';
import { cpuMsPer, CpuMeter, type CpuBreakdown } from './support/cpu.js';
import { withBenchDatabase } from './support/database.js';
import { HttpClient, positionOf, type HttpResult } from './support/http.js';
import { startApi, startProjectorProcess } from './support/processes.js';
import { inParallel, seedParticipants, signIn, type Participant } from './support/site.js';
import { round, Samples, type LatencySummary } from './support/stats.js';

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};
/** How long a concerned connection may take before its update counts as missed. */
const MISSED_AFTER_MS = 5_000;

/** What the cases work with: the API, the people, and which connections each person holds. */
export interface LiveContext {
  readonly client: HttpClient;
  readonly people: readonly Participant[];
  connectionsOf(userId: string): readonly number[];
}

/** One kind of command whose live delivery is timed. */
export interface LiveCase {
  readonly name: string;
  /** The update kind its projection announces (the read model's `liveKind`). */
  readonly kind: string;
  /** Once, before the timed sends: what the sends need (conversations, say). Returns the commands' responses, to warm every connection up. */
  prepare(context: LiveContext): Promise<readonly Sent[]>;
  /** The `index`th command, and the connections it must reach. */
  send(context: LiveContext, index: number): Promise<Sent>;
}

export interface Sent {
  readonly response: HttpResult;
  readonly recipients: readonly number[];
}

/** Messages: groups of 50 people (the most a conversation holds), each a conversation; a member posts, every member's connections hear. */
export const messagesCase: LiveCase = (() => {
  const groups: { conversationId: string; members: Participant[] }[] = [];
  const recipientsOf = (context: LiveContext, members: readonly Participant[]) => members.flatMap((p) => context.connectionsOf(p.userId));
  return {
    name: 'messages',
    kind: 'messages',
    async prepare(context) {
      const sent: Sent[] = [];
      for (let at = 0; at + 1 < context.people.length; at += MAX_CONVERSATION_MEMBERS) {
        const members = context.people.slice(at, at + MAX_CONVERSATION_MEMBERS);
        const [starter, ...others] = members as [Participant, ...Participant[]];
        const body = { user_ids: others.map((p) => p.userId), content: 'Hello, group' };
        const response = await context.client.request('POST', '/api/conversations', JSON.stringify(body), starter.token);
        if (response.status !== 201) throw new Error(`starting a conversation failed: ${response.status} ${response.body}`);
        const conversationId = (JSON.parse(response.body) as { data: { conversation_id: string } }).data.conversation_id;
        groups.push({ conversationId, members });
        sent.push({ response, recipients: recipientsOf(context, members) });
      }
      return sent;
    },
    async send(context, index) {
      const group = groups[index % groups.length]!;
      const sender = group.members[Math.floor(index / groups.length) % group.members.length]!;
      const body = JSON.stringify({ content: `Message ${index}` });
      const response = await context.client.request('POST', `/api/conversations/${group.conversationId}/messages`, body, sender.token);
      if (response.status !== 201) throw new Error(`posting a message failed: ${response.status} ${response.body}`);
      return { response, recipients: recipientsOf(context, group.members) };
    },
  };
})();

/**
 * Wall posts: a participant posts to the site's wall, and every connection on the site hears of it
 * (site-wide: the projection's `{ userIds: null, siteIds }`). The demo site has the wall off, so a
 * master turns it on first, as the site form does. Each send is another person's (the rate limit).
 */
export const wallPostsCase: LiveCase = (() => {
  const post = async (context: LiveContext, index: number): Promise<Sent> => {
    const author = context.people[index % context.people.length]!;
    const body = JSON.stringify({ content: `Post ${index}`, wallable_type: 'Site' });
    const response = await context.client.request('POST', '/api/posts', body, author.token);
    if (response.status !== 201) throw new Error(`posting to the wall failed: ${response.status} ${response.body}`);
    return { response, recipients: context.people.flatMap((person) => context.connectionsOf(person.userId)) };
  };
  return {
    name: 'wall posts',
    kind: 'wall',
    async prepare(context) {
      const master: Participant = { userId: demoUserId('master'), email: demoEmail('master'), token: '' };
      await signIn(context.client, [master]);
      const site = await context.client.json<{ data: { flags: object } }>('GET', `/api/sites/${DEMO_SITE_ID}`, undefined, master.token);
      const flags = { ...site.json.data.flags, is_wall_enabled: true };
      const saved = await context.client.request('PUT', `/api/sites/${DEMO_SITE_ID}`, JSON.stringify({ flags }), master.token);
      if (saved.status !== 200) throw new Error(`turning the wall on failed: ${saved.status} ${saved.body}`);
      return [await post(context, context.people.length - 1)];
    },
    send: post,
  };
})();

const CASES: readonly LiveCase[] = [messagesCase, wallPostsCase];

interface Arrival {
  readonly kind: string;
  readonly position: number;
  readonly at: number;
}

/** One subscribed connection: what arrived, and waits for an update of a kind at or past a position. */
class Connection {
  readonly arrivals: Arrival[] = [];
  private readonly waiters: { kind: string; position: number; resolve: (at: number) => void }[] = [];
  private constructor(readonly client: Client) {}

  static open(url: string, token: string): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const client = createClient({
        url,
        retryAttempts: 0,
        lazy: false,
        connectionParams: { authorization: token },
        webSocketImpl: WebSocket,
        onNonLazyError: reject,
      });
      const connection = new Connection(client);
      client.on('connected', () => resolve(connection));
      client.subscribe<{ updates: { kind: string; position: string | null } }>(
        { query: 'subscription { updates { kind position } }' },
        {
          next: ({ data }) => data && connection.arrived(data.updates.kind, Number(data.updates.position ?? -1)),
          error: reject,
          complete: () => undefined,
        },
      );
    });
  }

  private arrived(kind: string, position: number): void {
    const at = performance.now();
    this.arrivals.push({ kind, position, at });
    for (let index = this.waiters.length - 1; index >= 0; index--) {
      const waiter = this.waiters[index]!;
      if (waiter.kind === kind && position >= waiter.position) {
        this.waiters.splice(index, 1);
        waiter.resolve(at);
      }
    }
  }

  /** When an update of `kind` at or past `position` arrived (perhaps already), or null after `timeoutMs`. */
  heard(kind: string, position: number, timeoutMs: number): Promise<number | null> {
    const found = this.arrivals.find((arrival) => arrival.kind === kind && arrival.position >= position);
    if (found) return Promise.resolve(found.at);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      this.waiters.push({ kind, position, resolve: (at) => (clearTimeout(timer), resolve(at)) });
    });
  }
}

export interface LiveCaseResult {
  readonly sends: number;
  /** Command response → update at each concerned connection (0 when it came first). */
  readonly deliveryMs: LatencySummary;
  readonly deliveries: number;
  readonly missed: number;
  /** Updates that came before the command's response. */
  readonly beforeResponse: number;
  /** Updates of the case's kind, at a send's position, on a connection it did not concern. */
  readonly misdelivered: number;
  readonly recipientsPerSend: number;
  readonly commandLatencyMs: LatencySummary;
}

export interface LiveDeliveryBenchResult {
  readonly connections: number;
  readonly people: number;
  readonly setup: { readonly seedSeconds: number; readonly connectSeconds: number };
  readonly cases: Record<string, LiveCaseResult & { readonly cpuCores: CpuBreakdown; readonly cpuMsPerDelivery: Record<string, number> }>;
}

export async function benchLiveDelivery(): Promise<LiveDeliveryBenchResult> {
  const connections = count('BENCH_LIVE_CONNECTIONS', 2_000);
  const peopleCount = Math.min(connections, count('BENCH_LIVE_PEOPLE', 2_000));
  const sends = count('BENCH_LIVE_SENDS', 200);
  return withBenchDatabase('j', async (database) => {
    let started = performance.now();
    const people = await seedParticipants(database.url, peopleCount);
    await writeSessions(database.url, people);
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`  ${peopleCount.toLocaleString('en-US')} participants registered with sessions in ${seedSeconds.toFixed(1)} s`);
    const projector = await startProjectorProcess(database.url);
    const api = await startApi(database.url);
    const client = new HttpClient(api.url, 4);
    const open: Connection[] = [];
    try {
      started = performance.now();
      const url = `${api.url.replace(/^http/, 'ws')}/api/graphql`;
      const holders = Array.from({ length: connections }, (_, index) => people[index % people.length]!);
      const sockets = new Array<Connection>(connections);
      await inParallel(holders, 50, async (person, index) => {
        sockets[index] = await Connection.open(url, person.token);
      });
      open.push(...sockets);
      const connectSeconds = (performance.now() - started) / 1000;
      console.log(`  ${connections.toLocaleString('en-US')} connections open and subscribed in ${connectSeconds.toFixed(1)} s`);
      const byUser = new Map<string, number[]>();
      holders.forEach((person, index) => byUser.set(person.userId, [...(byUser.get(person.userId) ?? []), index]));
      const context: LiveContext = { client, people, connectionsOf: (userId) => byUser.get(userId) ?? [] };

      const meter = CpuMeter.withPostgres(database.name, {
        api: () => [api.pid],
        projector: () => [projector.pid],
        loadgen: () => [process.pid],
      });
      const cases: LiveDeliveryBenchResult['cases'] = {};
      for (const live of CASES) {
        // Warm-up: the case's own commands reach every connection they concern (so each is subscribed).
        for (const sent of await live.prepare(context)) await timeDelivery(live, sent, open, null);
        meter.begin();
        const from = performance.now();
        const result = await timeCase(live, context, open, sends);
        const cpuCores = meter.end();
        const perSecond = result.deliveries / Math.max(0.001, (performance.now() - from) / 1000);
        cases[live.name] = { ...result, cpuCores, cpuMsPerDelivery: cpuMsPer(cpuCores, perSecond) };
      }
      return {
        connections,
        people: peopleCount,
        setup: { seedSeconds: round(seedSeconds), connectSeconds: round(connectSeconds) },
        cases,
      };
    } finally {
      await Promise.all(open.map((connection) => connection.client.dispose()));
      client.close();
      await api.stop();
      await projector.stop();
    }
  });
}

/** Sessions as sign-in writes them: a random token per person, stored hashed. */
async function writeSessions(databaseUrl: string, people: Participant[]): Promise<void> {
  const db = createReadModelDb(databaseUrl);
  try {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 24 * 3600_000);
    await inParallel(people, 8, async (person) => {
      person.token = randomBytes(32).toString('base64url');
      await insertSession(db, {
        tokenHash: hashToken(person.token),
        userId: person.userId,
        siteId: DEMO_SITE_ID,
        expiresAt,
        staySignedIn: true,
        now,
      });
    });
  } finally {
    await db.destroy();
  }
}

async function timeCase(live: LiveCase, context: LiveContext, connections: readonly Connection[], sends: number): Promise<LiveCaseResult> {
  const delivery = new Samples();
  const command = new Samples();
  const recipientsAt = new Map<number, ReadonlySet<number>>();
  let missed = 0;
  let beforeResponse = 0;
  let recipients = 0;
  for (let index = 0; index < sends; index++) {
    const requested = performance.now();
    const sent = await live.send(context, index);
    command.add(performance.now() - requested);
    const timed = await timeDelivery(live, sent, connections, delivery);
    missed += timed.missed;
    beforeResponse += timed.beforeResponse;
    recipients += sent.recipients.length;
    recipientsAt.set(timed.position, new Set(sent.recipients));
  }
  // Updates of this kind at a send's position on a connection that send did not concern.
  let misdelivered = 0;
  connections.forEach((connection, index) => {
    for (const arrival of connection.arrivals) {
      const concerned = arrival.kind === live.kind ? recipientsAt.get(arrival.position) : undefined;
      if (concerned && !concerned.has(index)) misdelivered++;
    }
  });
  return {
    sends,
    deliveryMs: delivery.summary(),
    deliveries: delivery.count,
    missed,
    beforeResponse,
    misdelivered,
    recipientsPerSend: round(recipients / sends, 1),
    commandLatencyMs: command.summary(),
  };
}

/** Waits for every recipient of `sent` to hear of it; adds each delay after the response to `samples`. */
async function timeDelivery(live: LiveCase, sent: Sent, connections: readonly Connection[], samples: Samples | null) {
  const responded = performance.now();
  const position = positionOf(sent.response.body);
  if (position === null) throw new Error(`${live.name}: no meta.position in ${sent.response.body}`);
  const heard = await Promise.all(sent.recipients.map((index) => connections[index]!.heard(live.kind, position, MISSED_AFTER_MS)));
  let missed = 0;
  let beforeResponse = 0;
  for (const at of heard) {
    if (at === null) missed++;
    else {
      if (at < responded) beforeResponse++;
      samples?.add(Math.max(0, at - responded));
    }
  }
  return { position, missed, beforeResponse };
}
