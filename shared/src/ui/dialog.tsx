import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call this. */
  onClose: () => void;
  /** Names the dialog. */
  title: ReactNode;
  /** Optional text under the title; it describes the dialog. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Receives focus on open (default: the first control). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  width?: number;
  /** Role 'alertdialog' for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
}

/** Scroll lock shared by stacked dialogs: the page scrolls again when the last one closes. */
let openCount = 0;
let savedOverflow = '';

function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    if (openCount === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    openCount += 1;
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}

/** An accessible modal: labelled by its title, Escape closes, focus trapped and given back. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  width = 480,
  role = 'dialog',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [portal, setPortal] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const node = document.createElement('div');
    node.setAttribute('data-kinora-portal', '');
    document.body.appendChild(node);
    setPortal(node);
    return () => {
      node.remove();
      setPortal(null);
    };
  }, [open]);

  useScrollLock(open);
  useFocusTrap(panelRef, open && portal !== null, initialFocusRef);

  if (!open || !portal) return null;

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $width={width}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <IconButton aria-label="Close" size="sm" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children ? <Body>{children}</Body> : null}
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>,
    portal,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: grid;
  place-items: center;
  padding: 16px;
  background: ${({ theme }) => theme.colors.overlay};
  animation: kinora-fade-in 120ms ease-out;

  @keyframes kinora-fade-in {
    from {
      opacity: 0;
    }
  }
`;

const Panel = styled.div<{ $width: number }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: min(100%, ${({ $width }) => $width}px);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 20px 24px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;
