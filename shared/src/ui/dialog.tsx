import {
  type FormEventHandler,
  type ReactNode,
  type Ref,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useSharedT } from '../i18n/shared-catalogue';
import { Button } from './button';
import { FormError } from './form-error';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call this. */
  onClose: () => void;
  /** Names the dialog. */
  title: ReactNode;
  /** Optional text under the title; it describes the dialog. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom; `actions` draws the usual one. */
  footer?: ReactNode;
  /** Cancel (it closes) and a confirm button, as the footer. */
  actions?: DialogActions;
  /** The action runs: both actions are disabled and nothing closes the dialog. */
  busy?: boolean;
  /** Makes the body one form, which the confirm button of `actions` submits. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The form's own error, under its fields. */
  error?: ReactNode;
  /**
   * Receives focus on open (default: the first control). Use this rather than `autoFocus` on a
   * child: the dialog is not shown yet when its children mount.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  width?: number;
  /** Role 'alertdialog' for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
}

export interface DialogActions {
  /** The confirm button's words (its own while busy: "Saving..."). */
  confirmLabel: ReactNode;
  /** What confirm does when the dialog is not a form. */
  onConfirm?: () => void;
  /** A red confirm button, for what cannot be taken back. */
  danger?: boolean;
  /** False keeps confirm disabled until what it needs is filled in. */
  ready?: boolean;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  cancelRef?: Ref<HTMLButtonElement>;
}

/**
 * The one modal of the UI kit, on the browser's own `<dialog>` shown with `showModal()`: the
 * browser keeps focus inside, makes the page behind inert, turns Escape into `cancel` wherever
 * focus is, draws `::backdrop`, and gives focus back to the opener on close. The dialog is
 * mounted only while `open`, so its content starts afresh each time.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  // Under <body>, so no ancestor's styles or form nesting reach it.
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  footer,
  actions,
  busy = false,
  onSubmit,
  error,
  initialFocusRef,
  width = 480,
  role = 'dialog',
}: DialogProps) {
  const t = useSharedT();
  const titleId = useId();
  const descriptionId = useId();
  const formId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = busy ? () => undefined : onClose;
  const onCloseRef = useRef(close);
  useEffect(() => {
    onCloseRef.current = close;
  });

  // Layout effect: shown before the first paint, and closed (focus back to the opener) while the
  // element is still in the document, before React removes it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    dialog.showModal();
    initialFocusRef?.current?.focus();
    // A close the browser makes itself (no `cancel` first) must reach the owner of `open` too.
    const closedByBrowser = () => onCloseRef.current();
    dialog.addEventListener('close', closedByBrowser);
    return () => {
      dialog.removeEventListener('close', closedByBrowser);
      dialog.close();
    };
  }, [initialFocusRef]);

  return (
    <Surface
      ref={dialogRef}
      // Spelled out although <dialog> implies it: code that asks whether an event came from a
      // dialog (the player's keyboard shortcuts) matches on the role attribute.
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      $width={width}
      onCancel={(event) => {
        // `open` belongs to the caller, which may refuse (a confirmation that is still busy).
        event.preventDefault();
        close();
      }}
      onMouseDown={(event) => {
        // The panel fills the dialog, so only a press on the backdrop targets the dialog itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      <Panel>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <IconButton aria-label={t('Close')} size="sm" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Header>
        {/* Only this part scrolls: the title and the buttons stay in view however long it is. */}
        <Scroll>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
          {onSubmit ? (
            <FormBody id={formId} noValidate onSubmit={onSubmit}>
              {children}
              {error ? <FormError>{error}</FormError> : null}
            </FormBody>
          ) : children ? (
            <Body>{children}</Body>
          ) : null}
        </Scroll>
        {actions ? (
          <Footer>
            <Button ref={actions.cancelRef} $variant="ghost" onClick={close} disabled={busy}>
              {actions.cancelLabel ?? t('Cancel')}
            </Button>
            <Button
              type={onSubmit ? 'submit' : 'button'}
              form={onSubmit ? formId : undefined}
              $variant={actions.danger ? 'danger' : 'primary'}
              onClick={actions.onConfirm}
              disabled={busy || actions.ready === false}
            >
              {actions.confirmLabel}
            </Button>
          </Footer>
        ) : footer ? (
          <Footer>{footer}</Footer>
        ) : null}
      </Panel>
    </Surface>
  );
}

const Surface = styled.dialog<{ $width: number }>`
  width: min(calc(100% - 32px), ${({ $width }) => $width}px);
  max-width: none;
  max-height: none;
  margin: auto;
  padding: 0;
  overflow: visible;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceFloating};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  animation: kinora-fade-in 120ms ease-out;

  &:focus {
    outline: none;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
    animation: kinora-fade-in 120ms ease-out;
  }

  @keyframes kinora-fade-in {
    from {
      opacity: 0;
    }
  }
`;

/* The panel is as tall as its content, up to the viewport (the dynamic one, which a phone's
   browser bars do not cover); past that the middle part scrolls between the fixed header and
   footer. */
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - 34px);
  max-height: calc(100dvh - 34px);
  overflow: hidden;
  border-radius: inherit;
`;

const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 20px 24px 8px;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Scroll = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Room for the focus ring of a control at the edge, which the scrolling box would clip. */
  padding: 4px 24px;

  &:last-child {
    padding-bottom: 24px;
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

const FormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Footer = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 16px 24px 24px;
`;
