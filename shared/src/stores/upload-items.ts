import { sharedT } from '../i18n/shared-catalogue';

/*
 * What an upload is, for the store that lists the uploads and for the engine that moves their
 * bytes (loaded with the first upload): neither module imports the other for it.
 */

export type UploadState = 'uploading' | 'paused' | 'offline' | 'error' | 'done';

/** One file on its way to the server, as the uploads panel and the studio show it. */
export interface UploadItem {
  /** This browser's own id for the upload (the video's id arrives with the server's answer). */
  id: string;
  /** The draft video the upload fills, once the server created it. */
  videoId: string | null;
  fileName: string;
  bytesSent: number;
  bytesTotal: number;
  state: UploadState;
  error?: string;
  /**
   * Found unfinished after a reload: the browser keeps no file across pages, so the person picks
   * the same file again and the upload continues from what the server holds.
   */
  needsFile?: boolean;
}

/** An upload's failure, in English; the upload's `error` says it in the interface's language. */
export const UPLOAD_FAILED = 'Upload failed. Please try again.';

/** `UPLOAD_FAILED` in the interface's language. */
export const uploadFailed = (): string => sharedT('Upload failed. Please try again.');

export interface UploadsState {
  uploads: UploadItem[];
  /** Starts uploading each file at once, each as its own draft; answers their ids in order. */
  startUploads: (files: readonly File[]) => string[];
  pause: (id: string) => void;
  /** Goes on with a paused, offline or failed upload; one found after a reload needs its file. */
  resume: (id: string, file?: File) => void;
  /** Stops the upload and deletes its draft. */
  cancel: (id: string) => void;
  /** Takes a finished upload off the panel. */
  dismiss: (id: string) => void;
}

/** Where unfinished uploads are remembered, so a reload can offer to resume them. */
export const RESUMABLE_KEY = 'kinora.uploads';

/** What a reload needs of an unfinished upload to offer it again. */
export interface RememberedUpload {
  id: string;
  videoId: string;
  fileName: string;
  bytesTotal: number;
  uploadUrl: string;
}

export function readRemembered(): RememberedUpload[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RESUMABLE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as RememberedUpload[]) : [];
  } catch {
    return [];
  }
}

/** What moves an upload's bytes: loaded with the first upload and handed the store it updates. */
export interface UploadEngine {
  /** Starts the transfer of an upload the store just listed. */
  start: (id: string, file: File) => void;
  pause: (id: string) => void;
  resume: (id: string, file?: File) => void;
  cancel: (id: string) => void;
}
