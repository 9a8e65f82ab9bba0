import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import {
  ApiError,
  Button,
  ConfirmDialog,
  getErrorMessage,
  notify,
  type Passkey,
} from '@kinora/shared';
import { removePasskey } from '@kinora/shared/account';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { TitledSection } from '../../../lib/titled-section';
import { useT } from '../../../i18n';
import { useFocusAfterDialog } from '../hooks/use-focus-after-dialog';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { PasskeyRow } from './passkey-row';
import { RenamePasskeyDialog } from './rename-passkey-dialog';

interface PasskeysSectionProps {
  passkeys: readonly Passkey[];
  onChange: (passkeys: Passkey[]) => void;
}

type PasskeyDialog = { name: 'add' } | { name: 'rename' | 'remove'; passkey: Passkey };

/** The account's passkeys: each with Rename and Remove, and a way to add one. */
export function PasskeysSection({ passkeys, onChange }: PasskeysSectionProps) {
  const t = useT();
  const [dialog, setDialog] = useState<PasskeyDialog | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const close = () => setDialog(null);
  const canCreate = browserSupportsWebAuthn();
  const addRef = useRef<HTMLButtonElement>(null);
  useFocusAfterDialog(dialog !== null, addRef);

  const remove = async (passkey: Passkey) => {
    setRemoving(passkey._id);
    const without = passkeys.filter((item) => item._id !== passkey._id);
    try {
      await removePasskey(passkey._id);
      onChange(without);
      notify.success(t('Passkey removed.'));
    } catch (failure) {
      // Gone already (removed from another device): the list catches up.
      if (failure instanceof ApiError && failure.status === 404) onChange(without);
      notify.error(getErrorMessage(failure, t('Could not remove the passkey. Please try again.')));
    } finally {
      setRemoving(null);
      close();
    }
  };

  return (
    <TitledSection
      title={t('Passkeys')}
      description={t(
        'Sign in with your fingerprint, face, screen lock or a security key instead of typing your password. Passkeys cannot be phished, guessed or leaked.',
      )}
    >
      {passkeys.length > 0 ? (
        <List aria-label={t('Passkeys')}>
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey._id}
              passkey={passkey}
              busy={removing === passkey._id}
              onRename={() => setDialog({ name: 'rename', passkey })}
              onRemove={() => setDialog({ name: 'remove', passkey })}
            />
          ))}
        </List>
      ) : (
        <Quiet>{t('You have no passkeys yet.')}</Quiet>
      )}
      {canCreate ? (
        <div>
          <Button ref={addRef} $variant="secondary" onClick={() => setDialog({ name: 'add' })}>
            {t('Add a passkey')}
          </Button>
        </div>
      ) : (
        <Quiet>
          {t(
            'This browser cannot create passkeys. To add one, open this page in a browser that supports them, such as a recent Chrome, Edge, Firefox or Safari.',
          )}
        </Quiet>
      )}
      {dialog?.name === 'add' ? (
        <AddPasskeyDialog
          onAdded={(passkey) => {
            onChange([...passkeys, passkey]);
            close();
            notify.success(t('Passkey added.'));
          }}
          onClose={close}
        />
      ) : null}
      {dialog?.name === 'rename' ? (
        <RenamePasskeyDialog
          passkey={dialog.passkey}
          onRenamed={(renamed) => {
            onChange(passkeys.map((item) => (item._id === renamed._id ? renamed : item)));
            close();
            notify.success(t('Passkey renamed.'));
          }}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.name === 'remove'}
        title={t('Remove this passkey?')}
        message={
          dialog?.name === 'remove'
            ? t(
                '“{{name}}” will no longer sign you in. You can also delete it from the device or password manager that holds it.',
                { name: dialog.passkey.name },
              )
            : ''
        }
        confirmLabel={removing ? t('Removing...') : t('Remove')}
        busy={removing !== null}
        onCancel={close}
        onConfirm={() => {
          if (dialog?.name === 'remove') void remove(dialog.passkey);
        }}
      />
    </TitledSection>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
