import {
  ChannelCard,
  ErrorState,
  formatDuration,
  hrefs,
  LoadingState,
  LoadMore,
  toCardProps,
  type Translate,
  VideoCard,
  VideoGrid,
  type VideoSearchHit,
} from '@kinora/shared';
import { useEffect, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useCommunityChannels, useCommunityVideos } from '../hooks/use-community-results';
import type { ResultsFilters } from '../hooks/use-results-filters';

interface CommunityResultsProps {
  term: string;
  filters: ResultsFilters;
  /** Told whether the community found anything, each time it has answered. */
  onAnswer?: (found: boolean) => void;
}

/** The site's own matching videos or channels, shown above the public results. */
export function CommunityResults({ term, filters, onAnswer }: CommunityResultsProps) {
  return filters.type === 'channels' ? (
    <CommunityChannels term={term} onAnswer={onAnswer} />
  ) : (
    <CommunityVideos term={term} filters={filters} onAnswer={onAnswer} />
  );
}

function CommunityVideos({ term, filters, onAnswer }: CommunityResultsProps) {
  const t = useT();
  const list = useCommunityVideos(term, filters);
  return (
    <Section
      emptyText={t('No community videos match "{{term}}".', { term })}
      list={list}
      onAnswer={onAnswer}
    >
      {list.status === 'loading' ? (
        <VideoGrid loading skeletonCount={4} loadingLabel={t('Searching the community...')} />
      ) : (
        <VideoGrid>
          {list.items.map((video) => (
            <VideoCard key={video._id} {...toCardProps(video)} {...spokenProps(video, t)} />
          ))}
        </VideoGrid>
      )}
    </Section>
  );
}

/**
 * A video found by what is said in it: the card says where and opens the video there, as
 * YouTube's transcript matches do.
 */
function spokenProps({ _id, spoken }: VideoSearchHit, t: Translate) {
  if (!spoken) return {};
  const at = formatDuration(spoken.startSeconds);
  return {
    watchHref: hrefs.watchAt(_id, spoken.startSeconds),
    extra: (
      <Spoken>
        <SpokenAt>{t('Said at {{time}}:', { time: at })}</SpokenAt>{' '}
        <q lang={spoken.language}>{spoken.text}</q>
      </Spoken>
    ),
  };
}

function CommunityChannels({ term, onAnswer }: Pick<CommunityResultsProps, 'term' | 'onAnswer'>) {
  const t = useT();
  const list = useCommunityChannels(term);
  return (
    <Section
      emptyText={t('No channels match "{{term}}".', { term })}
      list={list}
      onAnswer={onAnswer}
    >
      {list.status === 'loading' ? (
        <LoadingState label={t('Searching for channels...')} />
      ) : (
        <ChannelList>
          {list.items.map((channel) => (
            <li key={channel._id}>
              <ChannelCard
                username={channel.username}
                fullName={channel.fullName}
                avatar={channel.avatar}
              />
            </li>
          ))}
        </ChannelList>
      )}
    </Section>
  );
}

interface SectionProps {
  emptyText: string;
  list: ReturnType<typeof useCommunityChannels> | ReturnType<typeof useCommunityVideos>;
  children: ReactNode;
  onAnswer?: ((found: boolean) => void) | undefined;
}

/** Heading, states and Load more around either kind of community list. */
function Section({ emptyText, list, children, onAnswer }: SectionProps) {
  const t = useT();
  const failed = t('Could not search the community.');
  const headingId = useId();
  const found = list.status === 'success' && list.items.length > 0;
  const answered = list.status !== 'loading';
  useEffect(() => {
    if (answered) onAnswer?.(found);
  }, [answered, found, onAnswer]);
  const body =
    list.status === 'error' ? (
      <ErrorState message={failed} onRetry={list.reload} />
    ) : list.status === 'success' && list.items.length === 0 ? (
      <Muted>{emptyText}</Muted>
    ) : (
      <>
        {children}
        <LoadMore list={list} failedMessage={failed} />
      </>
    );
  return (
    <Wrapper aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('From the community')}
        {list.status === 'success' && list.total > 0 ? <Count>{list.total}</Count> : null}
      </h2>
      {body}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  margin-bottom: 32px;
  padding-bottom: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin-bottom: 16px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Count = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Spoken = styled.span`
  font-style: italic;
`;

/** The time is read as part of the sentence, but set apart from the quote. */
const SpokenAt = styled.span`
  font-style: normal;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ChannelList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  padding: 0;
  list-style: none;
`;
