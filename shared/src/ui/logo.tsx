import styled from 'styled-components';
import { PRODUCT_NAME } from '../format/document-title';
import { useSharedT } from '../i18n/shared-catalogue';
import { hrefs } from '../routing/paths';
import { Link } from './link';

/** Kinora's logo in the top bar, a link home: the red mark, and the word from phones up. */
export function Logo() {
  const t = useSharedT();
  return (
    <LogoLink to={hrefs.home()} aria-label={t('Kinora home')}>
      <LogoMark width={28} height={20} />
      <span className="word">{PRODUCT_NAME}</span>
    </LogoLink>
  );
}

export interface LogoMarkProps {
  width: number;
  height: number;
}

/** The red mark alone: the site's own face where a person's avatar would be (its notices). */
export function LogoMark({ width, height }: LogoMarkProps) {
  const play = Math.round(Math.min(width, height) * 0.8);
  return (
    <Mark aria-hidden="true" style={{ width, height }}>
      <svg viewBox="0 0 24 24" width={play} height={play}>
        <path fill="currentColor" d="M8 5v14l11-7z" />
      </svg>
    </Mark>
  );
}

const Mark = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

const LogoLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 700;
  font-size: 1.2rem;
  letter-spacing: -0.02em;

  @media (max-width: 480px) {
    .word {
      display: none;
    }
  }
`;
