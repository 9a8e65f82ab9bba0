import {
  Button,
  notify,
  PRODUCT_NAME,
  useCurrentUser,
  useSiteInfo,
  type Translate,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { copyText } from '../lib/copy-text';
import {
  downloadTextFile,
  recoveryCodesFileName,
  recoveryCodesText,
} from '../lib/recovery-codes-file';
import type { RefObject } from 'react';

/** The title and the words of a dialog once it shows new recovery codes. */
export const recoveryCodesTexts = (t: Translate) => ({
  title: t('Save your recovery codes'),
  description: t(
    'Each code signs you in once if you lose your authenticator app. They are shown only this once: copy or download them, and keep them somewhere safe, like a password manager.',
  ),
});

interface RecoveryCodesProps {
  codes: readonly string[];
  /**
   * The list of codes: the dialog focuses it when they appear, so a screen reader reads them
   * next, and a copy the browser refuses selects them.
   */
  listRef: RefObject<HTMLOListElement | null>;
}

/** Recovery codes shown the one time the server hands them out, with Copy and Download. */
export function RecoveryCodes({ codes, listRef }: RecoveryCodesProps) {
  const t = useT();
  const username = useCurrentUser()?.username ?? '';
  const { state: site } = useSiteInfo();
  const siteName = site.status === 'success' ? site.data.name : PRODUCT_NAME;

  const copy = async () => {
    if (await copyText(codes.join('\n'), listRef.current))
      notify.success(t('Recovery codes copied.'));
  };
  const download = () =>
    downloadTextFile(
      recoveryCodesFileName(siteName, username),
      recoveryCodesText({
        siteName,
        username,
        origin: window.location.origin,
        codes,
        createdAt: new Date(),
      }),
    );

  return (
    <>
      <Codes ref={listRef} aria-label={t('Recovery codes')} tabIndex={-1}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Codes>
      <Actions>
        <Button $variant="secondary" onClick={() => void copy()}>
          {t('Copy')}
        </Button>
        <Button $variant="secondary" onClick={download}>
          {t('Download')}
        </Button>
      </Actions>
    </>
  );
}

// Two columns of codes even on a phone: each is short, and a pair per line reads like a sheet.
const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 16px;
  margin: 0;
  padding: 16px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.inputBackground};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.md};
    letter-spacing: 0.04em;
    overflow-wrap: anywhere;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
