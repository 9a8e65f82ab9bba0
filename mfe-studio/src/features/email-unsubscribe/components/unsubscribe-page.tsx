import {
  ApiError,
  Button,
  FormError,
  getErrorMessage,
  hrefs,
  Link,
  useDocumentTitle,
  useSearchParams,
} from '@kinora/shared';
import { unsubscribeFromEmail } from '@kinora/shared/account';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

type Step = 'asking' | 'sending' | 'done' | 'invalid';

/**
 * `/unsubscribe?token=…`, opened from a notification mail: no sign-in, since the token names the
 * account and the kind of mail. It asks before it acts, so a mail scanner that opens every link
 * unsubscribes nobody.
 */
export function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [step, setStep] = useState<Step>(token ? 'asking' : 'invalid');
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answered = useRef(false);
  useDocumentTitle(t('Unsubscribe'));

  // The button that was pressed is gone once the server answers: focus goes to the heading that
  // says how it went, which a screen reader then reads.
  useEffect(() => {
    if (answered.current && (step === 'done' || step === 'invalid')) headingRef.current?.focus();
  }, [step]);

  const unsubscribe = async () => {
    setStep('sending');
    setError(null);
    try {
      await unsubscribeFromEmail(token);
      answered.current = true;
      setStep('done');
    } catch (failure) {
      // The server refuses a token it did not write (or one cut short) with a 400.
      if (failure instanceof ApiError && failure.status === 400) {
        answered.current = true;
        setStep('invalid');
        return;
      }
      setError(getErrorMessage(failure, t('Could not stop these emails. Please try again.')));
      setStep('asking');
    }
  };

  const settingsLink = <Link to={hrefs.settingsNotifications()}>{t('notification settings')}</Link>;

  return (
    <Card aria-labelledby="unsubscribe-title">
      {step === 'invalid' ? (
        <>
          <h1 id="unsubscribe-title" ref={headingRef} tabIndex={-1}>
            {t('This unsubscribe link does not work.')}
          </h1>
          <p>
            {t(
              'It may have been cut short or changed on the way. Open it again from the email, or choose which emails you get in your',
            )}{' '}
            {settingsLink}.
          </p>
        </>
      ) : step === 'done' ? (
        <>
          <h1 id="unsubscribe-title" ref={headingRef} tabIndex={-1}>
            {t("You won't get these emails anymore.")}
          </h1>
          <p>
            {t('You can turn them back on, or choose which other emails you get, in your')}{' '}
            {settingsLink}.
          </p>
        </>
      ) : (
        <>
          <h1 id="unsubscribe-title" ref={headingRef} tabIndex={-1}>
            {t('Stop these emails?')}
          </h1>
          <p>
            {t(
              'You will no longer get the emails this link came with. Other notifications stay as they are.',
            )}
          </p>
          {error ? <FormError>{error}</FormError> : null}
          <Actions>
            <Button $size="lg" onClick={() => void unsubscribe()} disabled={step === 'sending'}>
              {step === 'sending' ? t('Unsubscribing...') : t('Unsubscribe')}
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 480px;
  margin: clamp(16px, 6vh, 64px) auto;
  padding: clamp(20px, 4vw, 36px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  /* Focused by the page, not by the person: no ring around a heading. */
  h1:focus {
    outline: none;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  /* Underlined: in a sentence a link must not be told apart by its colour alone. */
  p a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
