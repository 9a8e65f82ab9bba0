import {
  Button,
  Dialog,
  getErrorMessage,
  notify,
  type TotpSetup,
  type Translate,
} from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { enableTotp, startTotpSetup } from '@kinora/shared/account';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { copyText } from '../lib/copy-text';
import { groupSecret } from '../lib/group-secret';
import { passwordRequired, totpCodeInvalid, totpCodeOf } from '../lib/two-factor-input';
import { RecoveryCodes, recoveryCodesTexts } from './recovery-codes';
import { TotpCodeField } from './totp-code-field';

/** The confirm button of the steps that send something, idle and while it is sent. */
const confirmButtons = (t: Translate) => ({
  password: { idle: t('Continue'), busy: t('Checking...') },
  scan: { idle: t('Turn on'), busy: t('Turning on...') },
});

type EnrolStep =
  { name: 'password' } | { name: 'scan'; setup: TotpSetup } | { name: 'codes'; codes: string[] };

interface TotpEnrolDialogProps {
  /** Two-factor sign-in is on: the recovery codes are about to be shown. */
  onEnabled: (codes: readonly string[]) => void;
  onClose: () => void;
}

/**
 * Turning on an authenticator app, one step at a time: the password, then the QR code (or the
 * key typed by hand) and the app's first code, then the recovery codes, shown this once.
 */
export function TotpEnrolDialog({ onEnabled, onClose }: TotpEnrolDialogProps) {
  const t = useT();
  const [step, setStep] = useState<EnrolStep>({ name: 'password' });
  const form = useForm({ password: '', code: '' });
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const codesRef = useRef<HTMLOListElement>(null);
  const secretRef = useRef<HTMLElement>(null);

  // Each step's content replaces the last one's, focused control included: focus moves on to
  // what the new step asks for.
  useEffect(() => {
    if (step.name === 'scan') codeRef.current?.focus();
    if (step.name === 'codes') codesRef.current?.focus();
  }, [step.name]);

  const submitPassword = async ({ password }: typeof form.values) => {
    if (!password) {
      form.setErrors({ form: passwordRequired(t) });
      return;
    }
    form.setErrors({});
    try {
      const setup = await startTotpSetup(password);
      // Not kept once it has done its work.
      form.setValue('password', '');
      setStep({ name: 'scan', setup });
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(
          failure,
          t('Could not start setting up your authenticator app. Please try again.'),
        ),
      });
    }
  };

  const submitCode = async ({ code: typed }: typeof form.values) => {
    const code = totpCodeOf(typed);
    if (!code) {
      form.setErrors({ form: totpCodeInvalid(t) });
      return;
    }
    form.setErrors({});
    try {
      const { recoveryCodes } = await enableTotp(code);
      onEnabled(recoveryCodes);
      setStep({ name: 'codes', codes: recoveryCodes });
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(
          failure,
          t('Could not turn on two-factor authentication. Please try again.'),
        ),
      });
    }
  };

  const copySecret = async (secret: string) => {
    if (await copyText(secret, secretRef.current)) notify.success(t('Key copied.'));
  };

  const busy = form.submitting;
  const scanning = step.name === 'scan';
  const confirm = step.name === 'codes' ? undefined : confirmButtons(t)[step.name];

  // One dialog through the steps (only its content changes), so focus stays inside it.
  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={
        step.name === 'codes' ? recoveryCodesTexts(t).title : t('Turn on two-factor authentication')
      }
      description={
        step.name === 'password'
          ? t(
              'Signing in will then ask for a code from an authenticator app after your password, so a stolen password alone is not enough. First, confirm it is you.',
            )
          : scanning
            ? t(
                'Scan the QR code with your authenticator app (such as Aegis, Google Authenticator or 1Password), then enter the code it shows.',
              )
            : recoveryCodesTexts(t).description
      }
      initialFocusRef={passwordRef}
      width={520}
      onSubmit={
        step.name === 'codes'
          ? undefined
          : form.handleSubmit(scanning ? submitCode : submitPassword)
      }
      error={form.errors.form}
      actions={confirm && { confirmLabel: busy ? confirm.busy : confirm.idle }}
      // Drawn once there are no actions: with the codes.
      footer={<Button onClick={onClose}>{t('I saved my recovery codes')}</Button>}
    >
      {step.name === 'password' ? (
        <TextField
          ref={passwordRef}
          label={t('Password')}
          type="password"
          name="password"
          autoComplete="current-password"
          {...form.field('password')}
          disabled={busy}
        />
      ) : step.name === 'scan' ? (
        <>
          <Scan>
            {/* The server draws the QR code; shown as an image, never put into the page as markup. */}
            <QrCode
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.setup.qrCodeSvg)}`}
              alt={t('QR code to scan with your authenticator app')}
              width={184}
              height={184}
            />
            <Manual>
              <p>{t('Can’t scan it? Type this key into the app instead:')}</p>
              <Secret ref={secretRef}>{groupSecret(step.setup.secret)}</Secret>
              <div>
                <Button
                  $variant="secondary"
                  $size="sm"
                  onClick={() => void copySecret(step.setup.secret)}
                >
                  {t('Copy key')}
                </Button>
              </div>
            </Manual>
          </Scan>
          <TotpCodeField ref={codeRef} {...form.field('code')} disabled={busy} />
        </>
      ) : (
        <RecoveryCodes codes={step.codes} listRef={codesRef} />
      )}
    </Dialog>
  );
}

// The code beside the key where the dialog is wide enough, above it on a phone.
const Scan = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

// Dark squares on white whatever the theme: scanners need the contrast.
const QrCode = styled.img`
  flex: none;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
`;

const Manual = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  gap: 8px;
  min-width: 0;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Secret = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.06em;
  word-spacing: 0.2em;
  overflow-wrap: anywhere;
`;
