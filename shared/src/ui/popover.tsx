import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

/**
 * The open state of what a button pops up (a menu, a panel): on open, focus moves to its first
 * menu item or to the popup itself; a press outside or Escape closes it, Escape giving focus back
 * to the button.
 */
export function usePopover<Popup extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<Popup>(null);

  useEffect(() => {
    if (!open) return undefined;
    const popup = popupRef.current;
    (popup?.querySelector<HTMLElement>('[role="menuitem"]') ?? popup)?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return {
    open,
    setOpen,
    popupId,
    wrapperRef,
    popupRef,
    buttonRef,
    /** For the button: its ref and the ARIA that ties it to the popup. */
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': open ? popupId : undefined,
      onClick: () => setOpen((value) => !value),
    },
  };
}

/** The raised box of a menu under its button; callers place it and size it. */
export const MenuPanel = styled.div`
  position: absolute;
  padding: 8px 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceFloating};
  box-shadow: 0 12px 32px rgb(0 0 0 / 45%);
`;

/** One line of a menu: a link or, with `as="button"`, an action. */
export const MenuItem = styled.a`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 10px 16px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
    outline: none;
  }
`;
