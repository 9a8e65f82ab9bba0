import { deleteVideo } from '../api/videos';
import { sharedT } from '../i18n/shared-catalogue';
import { createTransfer, type Transfer, type TransferEvents } from './tus-transfer';
import {
  readRemembered,
  type RememberedUpload,
  RESUMABLE_KEY,
  uploadFailed,
  type UploadEngine,
  type UploadItem,
  type UploadsState,
} from './upload-items';
import type { StoreApi } from 'zustand';

/*
 * The upload manager's moving parts, loaded with the first upload (with tus-js-client): the
 * running transfers, the files behind them, and what a reload needs to resume them.
 */

function writeRemembered(entries: RememberedUpload[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(RESUMABLE_KEY);
    else window.localStorage.setItem(RESUMABLE_KEY, JSON.stringify(entries));
  } catch {
    // Private windows may refuse storage: the upload goes on, only a reload cannot resume it.
  }
}

const forget = (id: string) => writeRemembered(readRemembered().filter((entry) => entry.id !== id));

/**
 * The engine of one store (the site's list of uploads): its transfers update that store, and
 * the store's actions call the functions it answers.
 */
export function connectEngine(store: StoreApi<UploadsState>): UploadEngine {
  /** The running transfers and their files: live objects beside the store, not state to render. */
  const transfers = new Map<string, Transfer>();
  const files = new Map<string, File>();
  const resumeUrls = new Map<string, string>();

  function patch(id: string, change: Partial<UploadItem>): void {
    store.setState((state) => ({
      uploads: state.uploads.map((upload) =>
        upload.id === id ? { ...upload, ...change } : upload,
      ),
    }));
  }

  const itemOf = (id: string) => store.getState().uploads.find((upload) => upload.id === id);

  function eventsFor(id: string): TransferEvents {
    return {
      onVideoId: (videoId, uploadUrl) => {
        patch(id, { videoId });
        const item = itemOf(id);
        if (!item) return;
        writeRemembered([
          ...readRemembered().filter((entry) => entry.id !== id),
          { id, videoId, fileName: item.fileName, bytesTotal: item.bytesTotal, uploadUrl },
        ]);
      },
      onProgress: (bytesSent, bytesTotal) => {
        if (itemOf(id)?.state === 'uploading') patch(id, { bytesSent, bytesTotal });
      },
      onSuccess: () => {
        transfers.delete(id);
        forget(id);
        patch(id, { state: 'done', bytesSent: itemOf(id)?.bytesTotal ?? 0, error: undefined });
      },
      onError: ({ offline, message }) => {
        if (itemOf(id)?.state !== 'uploading') return;
        if (offline) patch(id, { state: 'offline' });
        else patch(id, { state: 'error', error: message ?? uploadFailed() });
      },
    };
  }

  function start(id: string, file: File): void {
    files.set(id, file);
    if (itemOf(id)?.state !== 'uploading') return;
    const transfer = createTransfer(file, eventsFor(id), resumeUrls.get(id));
    transfers.set(id, transfer);
    transfer.start();
  }

  function pause(id: string): void {
    const item = itemOf(id);
    if (!item || (item.state !== 'uploading' && item.state !== 'offline')) return;
    patch(id, { state: 'paused' });
    void transfers.get(id)?.pause();
  }

  function resume(id: string, file?: File): void {
    const item = itemOf(id);
    if (!item || item.state === 'done' || item.state === 'uploading') return;
    if (file) {
      if (file.name !== item.fileName || file.size !== item.bytesTotal) {
        patch(id, {
          error: sharedT('That is not the same file. Pick the file this upload started from.'),
        });
        return;
      }
      files.set(id, file);
      const remembered = readRemembered().find((entry) => entry.id === id);
      if (remembered) resumeUrls.set(id, remembered.uploadUrl);
    }
    const chosen = files.get(id);
    if (!chosen) return;
    patch(id, { state: 'uploading', error: undefined, needsFile: false });
    const transfer = transfers.get(id);
    if (transfer) transfer.start();
    else start(id, chosen);
  }

  function cancel(id: string): void {
    const item = itemOf(id);
    if (!item) return;
    const transfer = transfers.get(id);
    transfers.delete(id);
    files.delete(id);
    forget(id);
    store.setState((state) => ({
      uploads: state.uploads.filter((upload) => upload.id !== id),
    }));
    void (async () => {
      await transfer?.terminate().catch(() => undefined);
      // The draft goes with its upload; one the server already removed answers 404, which is the
      // same outcome.
      if (item.videoId) await deleteVideo(item.videoId).catch(() => undefined);
    })();
  }

  // Back online: every upload that waited for the network goes on by itself.
  window.addEventListener('online', () => {
    store
      .getState()
      .uploads.filter((upload) => upload.state === 'offline')
      .forEach((upload) => resume(upload.id));
  });

  return { start, pause, resume, cancel };
}
