import {
  ChannelCard,
  CommunityResultsSection,
  ErrorState,
  LoadingState,
  LoadMore,
  NoCommunityVideos,
  ResultsNote,
  type SearchResultsFilters,
  spokenCardProps,
  toCardProps,
  useSharedT,
  VideoCard,
  VideoGrid,
} from '@kinora/shared';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useCommunityChannels, useCommunityVideos } from '../hooks/use-community-results';

interface CommunityResultsProps {
  term: string;
  filters: SearchResultsFilters;
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
  const sharedT = useSharedT();
  const list = useCommunityVideos(term, filters);
  return (
    <Section empty={<NoCommunityVideos term={term} />} list={list} onAnswer={onAnswer}>
      {list.status === 'loading' ? (
        <VideoGrid loading skeletonCount={4} loadingLabel={t('Searching the community...')} />
      ) : (
        <VideoGrid>
          {list.items.map((video) => (
            <VideoCard
              key={video._id}
              {...toCardProps(video)}
              {...spokenCardProps(video, sharedT)}
            />
          ))}
        </VideoGrid>
      )}
    </Section>
  );
}

function CommunityChannels({ term, onAnswer }: Pick<CommunityResultsProps, 'term' | 'onAnswer'>) {
  const t = useT();
  const list = useCommunityChannels(term);
  return (
    <Section
      empty={<ResultsNote>{t('No channels match "{{term}}".', { term })}</ResultsNote>}
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
  /** What is said when nothing matches. */
  empty: ReactNode;
  list: ReturnType<typeof useCommunityChannels> | ReturnType<typeof useCommunityVideos>;
  children: ReactNode;
  onAnswer?: ((found: boolean) => void) | undefined;
}

/** Heading, states and Load more around either kind of community list. */
function Section({ empty, list, children, onAnswer }: SectionProps) {
  const t = useT();
  const failed = t('Could not search the community.');
  const found = list.status === 'success' && list.items.length > 0;
  const answered = list.status !== 'loading';
  useEffect(() => {
    if (answered) onAnswer?.(found);
  }, [answered, found, onAnswer]);
  return (
    <CommunityResultsSection {...(list.status === 'success' ? { total: list.total } : {})}>
      {list.status === 'error' ? (
        <ErrorState message={failed} onRetry={list.reload} />
      ) : list.status === 'success' && list.items.length === 0 ? (
        empty
      ) : (
        <>
          {children}
          <LoadMore list={list} failedMessage={failed} />
        </>
      )}
    </CommunityResultsSection>
  );
}

const ChannelList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  padding: 0;
  list-style: none;
`;
