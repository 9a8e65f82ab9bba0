import {
  getVideoLikeStatus,
  type LikeStatus,
  notify,
  toggleVideoLike,
  useIsAuthenticated,
  useLoginRedirect,
} from '@kinora/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n';

/**
 * The like button of an own video: status read once, toggled optimistically and put back if the
 * call fails. External videos are read-only and request nothing.
 */
export function useLike(videoId: string, enabled: boolean, fallbackCount: number) {
  const isAuthenticated = useIsAuthenticated();
  const toLogin = useLoginRedirect();
  const [status, setStatus] = useState<LikeStatus>({ isLiked: false, likesCount: fallbackCount });
  const busy = useRef(false);

  useEffect(() => {
    setStatus({ isLiked: false, likesCount: fallbackCount });
    if (!enabled) return undefined;
    let current = true;
    getVideoLikeStatus(videoId).then(
      (next) => {
        if (current) setStatus(next);
      },
      () => undefined, // The count stays at its fallback; liking still works.
    );
    return () => {
      current = false;
    };
  }, [videoId, enabled, fallbackCount, isAuthenticated]);

  const toggle = useCallback(() => {
    if (!enabled || busy.current) return;
    if (!isAuthenticated) {
      toLogin();
      return;
    }
    busy.current = true;
    const before = status;
    setStatus({
      isLiked: !before.isLiked,
      likesCount: Math.max(0, before.likesCount + (before.isLiked ? -1 : 1)),
    });
    toggleVideoLike(videoId)
      .then(setStatus)
      .catch(() => {
        setStatus(before);
        notify.error(t('Failed to update like.'));
      })
      .finally(() => {
        busy.current = false;
      });
  }, [enabled, isAuthenticated, toLogin, status, videoId]);

  return { status, toggle };
}
