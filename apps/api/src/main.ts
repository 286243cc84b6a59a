import { fileURLToPath } from 'node:url';
import { createApi } from './app.js';
import { configFromEnv } from './config.js';

const config = configFromEnv();
const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const api = await createApi({ ...config, webDist });
const url = await api.listen(Number(process.env.PORT ?? 8080), process.env.HOST ?? '127.0.0.1');
console.log(`Wellway API and web app on ${url.replace('[::1]', 'localhost')}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void api.close().then(() => process.exit(0)));
}
