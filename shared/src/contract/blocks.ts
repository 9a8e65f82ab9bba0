// Types only: the web needs none of the blocks' constants at run time, so the federated entry a
// first visit loads stays as it is.
export type { Block, BlockQuery, BlockRequest, UnblockResult } from '@kinora/contract';
export type { BlockScope } from '@kinora/contract/constants';
