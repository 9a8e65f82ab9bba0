import { create } from 'zustand';
import { sharedT } from '../i18n/shared-catalogue';
import type * as UploadEngine from './upload-engine';

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

interface UploadsState {
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

/*
 * Everything that moves bytes (the engine, tus-js-client) comes with the first action, never
 * with a page: this module is part of every first visit, so it only keeps the list.
 */
type Engine = typeof UploadEngine;
const withEngine = (run: (engine: Engine) => void): void => {
  import('./upload-engine').then(run, () => undefined);
};

let lastId = 0;

/**
 * The site's uploads, one list for the shell's panel and every remote (`@kinora/shared` is the
 * federation singleton). Each file goes up with tus, resumable: a pause, a dropped connection or
 * a reload loses only the chunk in flight.
 */
export const useUploads = create<UploadsState>()((set) => ({
  uploads: readRemembered().map((entry) => ({
    id: entry.id,
    videoId: entry.videoId,
    fileName: entry.fileName,
    bytesSent: 0,
    bytesTotal: entry.bytesTotal,
    state: 'paused' as const,
    needsFile: true,
  })),

  startUploads: (picked) => {
    const started = picked.map((file) => {
      lastId += 1;
      return {
        upload: {
          id: `upload-${Date.now().toString(36)}-${lastId}`,
          videoId: null,
          fileName: file.name,
          bytesSent: 0,
          bytesTotal: file.size,
          state: 'uploading' as const,
        } satisfies UploadItem,
        file,
      };
    });
    set((state) => ({ uploads: [...state.uploads, ...started.map(({ upload }) => upload)] }));
    import('./upload-engine').then(
      (engine) => started.forEach(({ upload, file }) => engine.start(upload.id, file)),
      () =>
        set((state) => ({
          uploads: state.uploads.map((upload) =>
            started.some((entry) => entry.upload.id === upload.id)
              ? { ...upload, state: 'error', error: uploadFailed() }
              : upload,
          ),
        })),
    );
    return started.map(({ upload }) => upload.id);
  },
  pause: (id) => withEngine((engine) => engine.pause(id)),
  resume: (id, file) => withEngine((engine) => engine.resume(id, file)),
  cancel: (id) => withEngine((engine) => engine.cancel(id)),
  dismiss: (id) =>
    set((state) => ({ uploads: state.uploads.filter((upload) => upload.id !== id) })),
}));

/** An upload that is still moving or waiting for the network: leaving the site would stop it. */
export const isUploadRunning = (upload: UploadItem): boolean =>
  upload.state === 'uploading' || upload.state === 'offline';

/** Whole percent sent. */
export const uploadPercent = (upload: UploadItem): number =>
  upload.bytesTotal > 0
    ? Math.min(100, Math.floor((upload.bytesSent / upload.bytesTotal) * 100))
    : 0;

if (typeof window !== 'undefined') {
  // Leaving the site (reload, closing the tab) stops the uploads: the browser asks first. Moving
  // inside the site does not: the uploads go on in the panel.
  window.addEventListener('beforeunload', (event) => {
    if (!useUploads.getState().uploads.some(isUploadRunning)) return;
    event.preventDefault();
    event.returnValue = '';
  });
}
