export { useAsync, type AsyncResult, type AsyncState, type LoadStatus } from './use-async';
export { usePagedList, type PagedList, type PagedListOptions } from './use-paged-list';
export { pageChunk, numberedPages, idOf, type Chunk } from './page-chunk';
export { usePolling } from './use-polling';
