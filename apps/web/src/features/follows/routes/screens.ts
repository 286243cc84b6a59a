// Both screens in one lazy chunk: one dynamic import keeps the entry (which lists every import's
// preloads) small.
export * as following from './following';
export * as guidelines from './guidelines';
