export * from './port.js';
export * from './keys.js';
export { localDiskStorage } from './local-disk.js';
export { filesDirectory } from './location.js';
