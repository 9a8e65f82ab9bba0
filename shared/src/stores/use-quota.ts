import { create } from 'zustand';
import { ApiError } from '../api/api-error';
import { sharedT } from '../i18n/shared-catalogue';

export interface QuotaState {
  /** The day's YouTube quota is spent: show the banner, skip the home rows, which
   * could only fail until YouTube's quota resets. */
  exceeded: boolean;
  markExceeded: () => void;
  reset: () => void;
}

export const useQuota = create<QuotaState>()((set) => ({
  exceeded: false,
  markExceeded: () => set({ exceeded: true }),
  reset: () => set({ exceeded: false }),
}));

/** True for the server's "daily YouTube quota exceeded" answer. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/** The quota banner's words in English; `quotaBannerTexts` says them in the interface's. */
export const QUOTA_BANNER_TITLE = 'API Limit Reached';
export const QUOTA_BANNER_MESSAGE =
  'The daily YouTube API quota has been exceeded. Public video data will not be available until tomorrow.';

/** The quota banner's words in the interface's language. */
export function quotaBannerTexts(): { title: string; message: string } {
  return {
    title: sharedT('API Limit Reached'),
    message: sharedT(
      'The daily YouTube API quota has been exceeded. Public video data will not be available until tomorrow.',
    ),
  };
}
