import { type RefObject, useEffect, useRef } from 'react';

/**
 * A closed dialog gives focus back to the button that opened it; when what it did removed that
 * button (a passkey removed, two-factor sign-in turned on or off), focus would fall to the page's
 * start. It goes to `fallback` instead, so a keyboard carries on from the same section.
 */
export function useFocusAfterDialog(
  dialogOpen: boolean,
  fallback: RefObject<HTMLElement | null>,
): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (dialogOpen) {
      wasOpen.current = true;
      return;
    }
    if (wasOpen.current && document.activeElement === document.body) fallback.current?.focus();
    wasOpen.current = false;
  }, [dialogOpen, fallback]);
}
