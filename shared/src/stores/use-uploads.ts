import { create } from 'zustand';
import {
  readRemembered,
  uploadFailed,
  type UploadEngine,
  type UploadItem,
  type UploadsState,
} from './upload-items';

/*
 * Everything that moves bytes (the engine, tus-js-client) comes with the first action, never
 * with a page: this module is part of every first visit, so it only keeps the list.
 */
let engine: UploadEngine | undefined;
const loadEngine = async (): Promise<UploadEngine> =>
  (engine ??= (await import('./upload-engine')).connectEngine(useUploads));
const withEngine = (run: (engine: UploadEngine) => void): void => {
  loadEngine().then(run, () => undefined);
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
    loadEngine().then(
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
