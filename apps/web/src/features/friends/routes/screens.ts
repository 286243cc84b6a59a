// The three screens in one lazy chunk: one dynamic import keeps the entry (which lists every
// import's preloads) small, and the screens share most of their code anyway.
export * as list from './friends-list';
export * as pending from './friends-pending';
export * as search from './friends-search';
