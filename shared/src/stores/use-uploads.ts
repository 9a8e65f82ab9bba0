import { create } from 'zustand';
import { deleteVideo } from '../api/videos';
import type { Transfer, TransferEvents } from './tus-transfer';

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

export const UPLOAD_FAILED = 'Upload failed. Please try again.';

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
const RESUMABLE_KEY = 'kinora.uploads';

interface Remembered {
  id: string;
  videoId: string;
  fileName: string;
  bytesTotal: number;
  uploadUrl: string;
}

function readRemembered(): Remembered[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(RESUMABLE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as Remembered[]) : [];
  } catch {
    return [];
  }
}

function writeRemembered(entries: Remembered[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(RESUMABLE_KEY);
    else window.localStorage.setItem(RESUMABLE_KEY, JSON.stringify(entries));
  } catch {
    // Private windows may refuse storage: the upload goes on, only a reload cannot resume it.
  }
}

const forget = (id: string) => writeRemembered(readRemembered().filter((entry) => entry.id !== id));

/** The running transfers, beside the store: they are live objects, not state to render. */
const transfers = new Map<string, Transfer>();
const resumeUrls = new Map<string, string>();
let lastId = 0;

function patch(id: string, change: Partial<UploadItem>): void {
  useUploads.setState((state) => ({
    uploads: state.uploads.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)),
  }));
}

const itemOf = (id: string) => useUploads.getState().uploads.find((upload) => upload.id === id);

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
      const item = itemOf(id);
      patch(id, { state: 'done', bytesSent: item?.bytesTotal ?? 0, error: undefined });
    },
    onError: ({ offline, message }) => {
      if (itemOf(id)?.state !== 'uploading') return;
      if (offline) patch(id, { state: 'offline' });
      else patch(id, { state: 'error', error: message ?? UPLOAD_FAILED });
    },
  };
}

/** tus-js-client comes with the first upload, never with a page. */
async function startTransfer(id: string, file: File): Promise<void> {
  try {
    const { createTransfer } = await import('./tus-transfer');
    if (itemOf(id)?.state !== 'uploading') return;
    const transfer = createTransfer(file, eventsFor(id), resumeUrls.get(id));
    transfers.set(id, transfer);
    transfer.start();
  } catch {
    patch(id, { state: 'error', error: UPLOAD_FAILED });
  }
}

/** The files behind the uploads of this page, for Resume after a pause, a failure or offline. */
const files = new Map<string, File>();

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
      const id = `upload-${Date.now().toString(36)}-${lastId}`;
      files.set(id, file);
      return {
        id,
        videoId: null,
        fileName: file.name,
        bytesSent: 0,
        bytesTotal: file.size,
        state: 'uploading' as const,
      } satisfies UploadItem;
    });
    set((state) => ({ uploads: [...state.uploads, ...started] }));
    started.forEach((upload) => {
      const file = files.get(upload.id);
      if (file) void startTransfer(upload.id, file);
    });
    return started.map((upload) => upload.id);
  },

  pause: (id) => {
    const item = itemOf(id);
    if (!item || (item.state !== 'uploading' && item.state !== 'offline')) return;
    patch(id, { state: 'paused' });
    void transfers.get(id)?.pause();
  },

  resume: (id, file) => {
    const item = itemOf(id);
    if (!item || item.state === 'done' || item.state === 'uploading') return;
    if (file) {
      if (file.name !== item.fileName || file.size !== item.bytesTotal) {
        patch(id, { error: 'That is not the same file. Pick the file this upload started from.' });
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
    else void startTransfer(id, chosen);
  },

  cancel: (id) => {
    const item = itemOf(id);
    if (!item) return;
    const transfer = transfers.get(id);
    transfers.delete(id);
    files.delete(id);
    forget(id);
    set((state) => ({ uploads: state.uploads.filter((upload) => upload.id !== id) }));
    void (async () => {
      await transfer?.terminate().catch(() => undefined);
      // The draft goes with its upload; one the server already removed answers 404, which is
      // the same outcome.
      if (item.videoId) await deleteVideo(item.videoId).catch(() => undefined);
    })();
  },

  dismiss: (id) => {
    set((state) => ({ uploads: state.uploads.filter((upload) => upload.id !== id) }));
  },
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
  // Back online: every upload that waited for the network goes on by itself.
  window.addEventListener('online', () => {
    useUploads
      .getState()
      .uploads.filter((upload) => upload.state === 'offline')
      .forEach((upload) => {
        patch(upload.id, { state: 'paused' });
        useUploads.getState().resume(upload.id);
      });
  });
  // Leaving the site (reload, closing the tab) stops the uploads: the browser asks first. Moving
  // inside the site does not: the uploads go on in the panel.
  window.addEventListener('beforeunload', (event) => {
    if (!useUploads.getState().uploads.some(isUploadRunning)) return;
    event.preventDefault();
    event.returnValue = '';
  });
}
