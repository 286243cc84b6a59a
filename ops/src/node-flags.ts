/**
 * V8 flags for the API process. A request allocates briefly-lived objects (Nest, Fastify, pg
 * rows), and some live on in caches (sessions, stream states). Young-generation collections stop
 * the event loop for as long as they copy survivors: 16 MB semi-spaces collect more often but in
 * 3-4 ms where 64 MB ones took 11-15 ms, which cut bench a's p99 from ~23 to ~19 ms at the same
 * throughput. Used by `npm start`, the compose file and the benchmark, so all three run the same API.
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];

/**
 * V8 flags for the projector, which replays the log in pages of up to 10,000 events: a page and
 * what a projection makes of it (~20 MB) outlive a 16 MB semi-space's collections, get copied and
 * promoted, and the old generation is then marked and swept again and again. 64 MB semi-spaces
 * keep a page young (a reporting rebuild: about 2 µs less of the projector's CPU per event). Used
 * by `npm start`, the compose file, `npm run projections` and `npm run bench` (whose rebuilds run
 * in its own process).
 */
export const PROJECTOR_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
