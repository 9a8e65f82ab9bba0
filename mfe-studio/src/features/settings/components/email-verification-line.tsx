import styled from 'styled-components';

export const EMAIL_VERIFIED = 'This address is verified.';
export const EMAIL_NOT_VERIFIED =
  'This address is not verified yet: open the link we mailed to it to confirm it is yours.';

/** Whether the account's address was confirmed from a mail sent to it. */
export function EmailVerificationLine({ verified }: { verified: boolean }) {
  return (
    <Line $verified={verified}>
      <span aria-hidden="true">{verified ? '✓' : '!'}</span>
      {verified ? EMAIL_VERIFIED : EMAIL_NOT_VERIFIED}
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
