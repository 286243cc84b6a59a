/** Child process of the benchmarks: the real API on an ephemeral port, its URL sent to the parent. */
import { createApi } from '@wellway/api/dist/app.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set');
const api = await createApi(
  { databaseUrl, secureCookies: false, now: () => new Date(), readYourWritesTimeoutMs: 5_000 },
  { logger: false },
);
const url = await api.listen(0, '127.0.0.1');
process.send?.({ url: url.replace('[::1]', '127.0.0.1') });
process.once('SIGTERM', () => {
  // Close, then exit normally so --cpu-prof can write its profile.
  void api.close().finally(() => process.exit(0));
});
