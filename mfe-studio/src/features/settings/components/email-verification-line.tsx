import styled from 'styled-components';
import { useT } from '../../../i18n';

/** The marks before the words: symbols, the same in every language. */
const MARKS = { verified: '✓', unverified: '!' } as const;

/** Whether the account's address was confirmed from a mail sent to it. */
export function EmailVerificationLine({ verified }: { verified: boolean }) {
  const t = useT();
  return (
    <Line $verified={verified}>
      <span aria-hidden="true">{verified ? MARKS.verified : MARKS.unverified}</span>
      {verified
        ? t('This address is verified.')
        : t(
            'This address is not verified yet: open the link we mailed to it to confirm it is yours.',
          )}
    </Line>
  );
}

// A mark before the words, so the state does not rest on colour alone.
const Line = styled.p<{ $verified: boolean }>`
  display: flex;
  align-items: baseline;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    flex: none;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.warning)};
  }
`;
