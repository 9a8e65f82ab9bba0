import styled from 'styled-components';
import { Button, useFirstScreenReady } from '@kinora/shared';
import { useT } from '../../../i18n';
import type { RemoteFailureKind, RemoteLoadError } from '../remote-load-error';

interface RemoteFallbackProps {
  error: RemoteLoadError;
  onRetry: () => void;
}

/** What a person sees in place of a remote that failed: a short reason and a Retry button. */
export function RemoteFallback({ error, onRetry }: RemoteFallbackProps) {
  const t = useT();
  const titles: Record<RemoteFailureKind, string> = {
    unavailable: t('This section is unavailable right now'),
    'contract-clash': t('This section needs an update'),
    broken: t('This section stopped working'),
  };
  const hints: Record<RemoteFailureKind, string> = {
    unavailable: t('Check your connection, then try again.'),
    'contract-clash': t(
      'It was deployed for a different version of Kinora. Ask the site admin to redeploy it.',
    ),
    broken: t('Trying again often helps. The rest of Kinora keeps working meanwhile.'),
  };
  // A page the server drew first must not stay on screen in front of the failure.
  useFirstScreenReady(true);
  return (
    <Panel role="alert" data-remote={error.remote} data-failure={error.kind}>
      <h2>{titles[error.kind]}</h2>
      <p>{error.message}</p>
      <p>{hints[error.kind]}</p>
      <Button onClick={onRetry}>{t('Retry')}</Button>
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
