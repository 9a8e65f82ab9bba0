import { type ChannelProfile, currentLanguage, formatDate, RichText } from '@kinora/shared';
import { ChannelFrame } from '@kinora/shared/channel';
import { channelReportMenu } from '@kinora/shared/moderation';
import styled from 'styled-components';
import { useT } from '../../../i18n';

/** `/channel/:username/about`: the channel's description, links and numbers. */
export function ChannelAboutPage() {
  const t = useT();
  return (
    <ChannelFrame menu={channelReportMenu} section={t('About')}>
      {(channel) => <ChannelAbout channel={channel} />}
    </ChannelFrame>
  );
}

function ChannelAbout({ channel }: { channel: ChannelProfile }) {
  const t = useT();
  const description = channel.description.trim();
  // Whole numbers as the interface's language writes them ('1,234', '1 234' in French).
  const wholeNumber = new Intl.NumberFormat(currentLanguage());
  return (
    <Layout>
      <Main>
        <section aria-labelledby="about-description">
          <Heading id="about-description">{t('Description')}</Heading>
          {description ? (
            <Description>
              <RichText text={description} />
            </Description>
          ) : (
            <Muted>{t('This channel has no description yet.')}</Muted>
          )}
        </section>
        {channel.links.length > 0 ? (
          <section aria-labelledby="about-links">
            <Heading id="about-links">{t('Links')}</Heading>
            <Links>
              {channel.links.map((link) => (
                <li key={`${link.url}-${link.title}`}>
                  <LinkTitle>{link.title}</LinkTitle>
                  {/* Visitors' links: no referrer-window access, no SEO credit for spam. */}
                  <ExternalLink href={link.url} target="_blank" rel="noopener nofollow ugc">
                    {link.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  </ExternalLink>
                </li>
              ))}
            </Links>
          </section>
        ) : null}
      </Main>
      <Stats aria-labelledby="about-stats">
        <Heading id="about-stats">{t('Stats')}</Heading>
        <StatList>
          <div>
            <dt>{t('Joined')}</dt>
            <dd>{formatDate(channel.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('Total views')}</dt>
            <dd>{wholeNumber.format(channel.totalViews)}</dd>
          </div>
          <div>
            <dt>{t('Videos')}</dt>
            <dd>{wholeNumber.format(channel.videosCount)}</dd>
          </div>
        </StatList>
      </Stats>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 32px;
  padding: 24px 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 280px;
    gap: 48px;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 32px;
  min-width: 0;
`;

const Heading = styled.h2`
  margin-bottom: 12px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.p`
  max-width: 72ch;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LinkTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ExternalLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;

const Stats = styled.section`
  align-self: start;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StatList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 12px;

  & > div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding-bottom: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  & > div:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
