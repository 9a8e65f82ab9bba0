import {
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  numberedPages,
  usePagedList,
  type Block,
} from '@kinora/shared';
import { changeBlock, getBlocks } from '@kinora/shared/moderation';
import { useState } from 'react';
import styled from 'styled-components';
import { TitledSection } from '../../../lib/titled-section';
import { useT } from '../../../i18n';
import { BlockedUserRow } from './blocked-user-row';
import { SettingsLayout } from './settings-layout';

const userIdOf = (block: Block) => block.user._id;

/**
 * `/settings/blocked`: the people the viewer blocked or hid from their channel, newest first, a
 * page at a time, each with Unblock (no question asked: blocking again is one menu away).
 */
export function BlockedUsersPage() {
  const t = useT();
  const list = usePagedList(
    numberedPages((page) => getBlocks({ page })),
    { keyOf: userIdOf, deps: [] },
  );
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const unblock = async (block: Block) => {
    const userId = userIdOf(block);
    setPending((ids) => new Set(ids).add(userId));
    if (await changeBlock(block.user, null)) {
      list.update((items, total) => ({
        items: items.filter((item) => userIdOf(item) !== userId),
        total: Math.max(0, total - 1),
      }));
    }
    setPending((ids) => {
      const next = new Set(ids);
      next.delete(userId);
      return next;
    });
  };

  return (
    <SettingsLayout section="blocked">
      {list.status === 'loading' ? (
        <LoadingState label={t('Loading the people you blocked...')} />
      ) : list.status === 'error' ? (
        <ErrorState message={t('Could not load the people you blocked.')} onRetry={list.reload} />
      ) : (
        <TitledSection
          title={t('Blocked users')}
          description={t(
            "People you block can't comment on your videos or reply to you, and their videos, comments and posts are hidden from you. People hidden from your channel can't comment on your videos or reply to you either.",
          )}
        >
          {list.items.length === 0 && !list.hasMore ? (
            <EmptyState
              title={t("You haven't blocked anyone.")}
              message={t(
                'To block someone, open the “…” menu on their channel, one of their comments or one of their posts, and choose Block user.',
              )}
            />
          ) : (
            <List aria-label={t('Blocked users')}>
              {list.items.map((block) => (
                <BlockedUserRow
                  key={userIdOf(block)}
                  block={block}
                  busy={pending.has(userIdOf(block))}
                  onUnblock={() => void unblock(block)}
                />
              ))}
            </List>
          )}
          <LoadMore list={list} failedMessage={t('Could not load the people you blocked.')} />
        </TitledSection>
      )}
    </SettingsLayout>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
