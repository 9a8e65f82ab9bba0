import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

interface PlayerNoticeProps {
  icon: ReactNode;
  /** A heading that names the notice, which is then a region: 'Sensitive content'. */
  title?: string;
  /** 'alert' where it says something went wrong, to be read out at once. */
  role?: 'alert';
  children: ReactNode;
}

/**
 * A notice that stands in the player's place, in the player's box, so nothing moves when the
 * player takes it: a video still processing, one that failed, one marked sensitive.
 */
export function PlayerNotice({ icon, title, role, children }: PlayerNoticeProps) {
  const titleId = useId();
  return (
    <Box role={title ? 'region' : role} aria-labelledby={title ? titleId : undefined}>
      {icon}
      {title ? <h2 id={titleId}>{title}</h2> : null}
      {children}
    </Box>
  );
}

/* A 16:9 box is short on a 390 px phone: less padding and space there, so the words still fit. */
const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  aspect-ratio: 16 / 9;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: center;

  ${({ theme }) => theme.media.sm} {
    gap: 12px;
    padding: 24px;
  }

  svg {
    width: 32px;
    height: 32px;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    max-width: 420px;
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  a {
    color: ${({ theme }) => theme.colors.focus};
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
