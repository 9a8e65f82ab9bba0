import { callApi } from '@kinora/shared';
import type { DataExport } from '@kinora/shared';

/** Where the archive of the account's data stands, with its link once it is ready. */
export function getDataExport(): Promise<DataExport> {
  return callApi('GET /users/data-export');
}

/** Asks for a new archive; its link is mailed when it is ready (409 while one is prepared). */
export function requestDataExport(): Promise<DataExport> {
  return callApi('POST /users/data-export');
}
