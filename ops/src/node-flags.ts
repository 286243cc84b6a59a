/**
 * V8 flags for the API process. A request allocates briefly-lived objects (Nest, Fastify, pg
 * rows); 64 MB semi-spaces make young-generation collections rarer, which cut the API's CPU per
 * log-entry command by about a quarter and its p99 latency by about a sixth (bench a). Used by
 * `npm start`, the compose file (NODE_OPTIONS) and the benchmark, so all three run the same API.
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
