import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_OVERLAY_QUERY as OVERLAY_QUERY } from '@kinora/shared';

const matchesOverlay = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(OVERLAY_QUERY).matches;

/**
 * Open by default; on phones and tablets it starts closed and floats over the page, as on every
 * large video site, so the content is not squeezed to nothing.
 */
export function useSidebar() {
  const [overlay, setOverlay] = useState(matchesOverlay);
  const [open, setOpen] = useState(() => !matchesOverlay());

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(OVERLAY_QUERY);
    const onChange = () => {
      setOverlay(query.matches);
      setOpen(!query.matches);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  const closeIfOverlay = useCallback(() => {
    if (overlay) setOpen(false);
  }, [overlay]);

  return { open, overlay, toggle, close, closeIfOverlay };
}
