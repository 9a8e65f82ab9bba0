import { Link, hrefs } from '@kinora/shared';
import styled from 'styled-components';

export function Footer() {
  return (
    <Wrapper>
      <nav aria-label="Footer">
        <Link to={hrefs.home()}>Home</Link>
        <Link to={hrefs.explore()}>Explore</Link>
        <Link to={hrefs.community()}>Community</Link>
        <Link to={hrefs.searchChannels()}>Channels</Link>
        <Link to={hrefs.about()}>About</Link>
        <a href="/api/v1/docs">API</a>
      </nav>
      <p>
        © {new Date().getFullYear()} Kinora · A self-hosted home for your community&apos;s videos.
      </p>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 20px clamp(12px, 3vw, 32px);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  justify-content: space-between;

  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }

  p {
    margin: 0;
  }
`;
