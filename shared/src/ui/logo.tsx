import styled from 'styled-components';
import { hrefs } from '../routing/paths';
import { Link } from './link';

/** Kinora's logo in the top bar, a link home: the red mark, and the word from phones up. */
export function Logo() {
  return (
    <LogoLink to={hrefs.home()} aria-label="Kinora home">
      <span className="mark">
        <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
          <path fill="currentColor" d="M8 5v14l11-7z" />
        </svg>
      </span>
      <span className="word">Kinora</span>
    </LogoLink>
  );
}

const LogoLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 700;
  font-size: 1.2rem;
  letter-spacing: -0.02em;

  .mark {
    width: 28px;
    height: 20px;
    border-radius: 6px;
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
  }

  @media (max-width: 480px) {
    .word {
      display: none;
    }
  }
`;
