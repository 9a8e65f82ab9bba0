import styled, { keyframes } from 'styled-components';
import { useSharedT } from '../i18n/shared-catalogue';
import { Button } from './button';
import { AlertIcon } from './icons';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** A link or button that gets the person going (e.g. an Upload Video link). */
  action?: ReactNode;
  icon?: ReactNode;
}

/** Nothing to show yet, said kindly, with an optional next step. */
export function EmptyState({ title, message, action, icon }: EmptyStateProps) {
  return (
    <Centered>
      {icon ? <IconCircle aria-hidden="true">{icon}</IconCircle> : null}
      <Title>{title}</Title>
      {message ? <Message>{message}</Message> : null}
      {action ? <div>{action}</div> : null}
    </Centered>
  );
}

export interface ErrorStateProps {
  message: ReactNode;
  title?: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  /** Default 'Retry'. */
  retryLabel?: string;
}

/** A failure in place of the content, announced to screen readers, with an optional Retry. */
export function ErrorState({ message, title, onRetry, retryLabel }: ErrorStateProps) {
  const t = useSharedT();
  return (
    <Centered role="alert">
      <IconCircle aria-hidden="true" $tone="danger">
        <AlertIcon />
      </IconCircle>
      {title ? <Title>{title}</Title> : null}
      <Message>{message}</Message>
      {onRetry ? (
        <Button $variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('Retry')}
        </Button>
      ) : null}
    </Centered>
  );
}

export interface LoadingStateProps {
  /** Visible and announced text; default 'Loading...'. */
  label?: string;
  /** Fill the viewport (start-up). */
  fullScreen?: boolean;
}

/** A spinner with a text, as a polite live region. */
export function LoadingState({ label, fullScreen = false }: LoadingStateProps) {
  const t = useSharedT();
  return (
    <Centered role="status" aria-live="polite" $fullScreen={fullScreen}>
      <Spinner aria-hidden="true" />
      <Message>{label ?? t('Loading...')}</Message>
    </Centered>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centered = styled.div<{ $fullScreen?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100vh' : 'auto')};
  padding: 48px 16px;
  text-align: center;
`;

const IconCircle = styled.div<{ $tone?: 'danger' }>`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};

  svg {
    width: 28px;
    height: 28px;
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Message = styled.p`
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
