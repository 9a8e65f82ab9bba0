export type { DataExport } from '@kinora/contract';
export { DATA_EXPORT_STATES, DATA_EXPORT_VALID_DAYS } from '@kinora/contract/constants';
