import {
  ChannelCard,
  EmptyState,
  ErrorState,
  hrefs,
  LoadMore,
  LoadingState,
  notify,
  PageHeader,
  useDocumentTitle,
  useNavigate,
  useSearchParams,
} from '@kinora/shared';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { SearchIcon } from '../../../lib/icons';
import { useChannelSearch } from '../hooks/use-channel-search';
import { ChannelSearchForm } from './channel-search-form';

export function SearchChannelsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('query') ?? '').trim();
  useDocumentTitle(query ? t('Channels for "{{query}}"', { query }) : t('Search Channels'));
  const search = (next: string) => void navigate(hrefs.searchChannels(next));

  return (
    <>
      {query ? (
        <PageHeader title={t('Channels for "{{query}}"', { query })} />
      ) : (
        <PageHeader
          title={t('Search Channels')}
          subtitle={t('Enter a channel name in the search bar to find channels.')}
        />
      )}
      <ChannelSearchForm key={`form-${query}`} initial={query} onSearch={search} />
      {query ? <ChannelResults key={`results-${query}`} query={query} /> : null}
    </>
  );
}

function ChannelResults({ query }: { query: string }) {
  const t = useT();
  const failed = t('Failed to fetch channels.');
  const list = useChannelSearch(query);

  useEffect(() => {
    if (list.status === 'error') notify.error(failed);
  }, [list.status, failed]);

  if (list.status === 'loading') return <LoadingState label={t('Searching for channels...')} />;
  if (list.status === 'error') {
    return <ErrorState message={failed} onRetry={list.reload} />;
  }
  if (list.items.length === 0) {
    return (
      <EmptyState
        icon={<SearchIcon />}
        title={t('No channels found for "{{query}}".', { query })}
        message={t('Check the spelling or try a shorter name.')}
      />
    );
  }
  return (
    <>
      <List>
        {list.items.map((channel) => (
          <li key={channel._id}>
            <ChannelCard
              username={channel.username}
              fullName={channel.fullName}
              avatar={channel.avatar}
            />
          </li>
        ))}
      </List>
      <LoadMore list={list} failedMessage={failed} />
    </>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  padding: 0;
  list-style: none;
`;
