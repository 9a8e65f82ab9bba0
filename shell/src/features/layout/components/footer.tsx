import { Link, hrefs } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';

export function Footer() {
  const t = useT();
  return (
    <Wrapper>
      <nav aria-label={t('Footer')}>
        <Link to={hrefs.home()}>{t('Home')}</Link>
        <Link to={hrefs.explore()}>{t('Explore')}</Link>
        <Link to={hrefs.community()}>{t('Community')}</Link>
        <Link to={hrefs.searchChannels()}>{t('Channels')}</Link>
        <Link to={hrefs.about()}>{t('About')}</Link>
        <a href="/api/v1/docs">{t('API')}</a>
      </nav>
      <p>
        {t("© {{year}} Kinora · A self-hosted home for your community's videos.", {
          year: new Date().getFullYear(),
        })}
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
