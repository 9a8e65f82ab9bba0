import styled from 'styled-components';
import { Button, useFirstScreenReady } from '@kinora/shared';
import type { RemoteLoadError } from '../remote-load-error';

const TITLES = {
  unavailable: 'This section is unavailable right now',
  'contract-clash': 'This section needs an update',
  broken: 'This section stopped working',
} as const;

const HINTS = {
  unavailable: 'Check your connection, then try again.',
  'contract-clash':
    'It was deployed for a different version of Kinora. Ask the site admin to redeploy it.',
  broken: 'Trying again often helps. The rest of Kinora keeps working meanwhile.',
} as const;

interface RemoteFallbackProps {
  error: RemoteLoadError;
  onRetry: () => void;
}

/** What a person sees in place of a remote that failed: a short reason and a Retry button. */
export function RemoteFallback({ error, onRetry }: RemoteFallbackProps) {
  // A page the server drew first must not stay on screen in front of the failure.
  useFirstScreenReady(true);
  return (
    <Panel role="alert" data-remote={error.remote} data-failure={error.kind}>
      <h2>{TITLES[error.kind]}</h2>
      <p>{error.message}</p>
      <p>{HINTS[error.kind]}</p>
      <Button onClick={onRetry}>Retry</Button>
    </Panel>
  );
}

const Panel = styled.section`
  max-width: 560px;
  margin: 64px auto;
  padding: 32px;
  text-align: center;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }

  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
