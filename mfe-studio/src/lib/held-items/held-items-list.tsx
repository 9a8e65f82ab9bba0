import {
  getErrorMessage,
  idOf,
  notify,
  numberedPages,
  SegmentedControl,
  usePagedList,
  type HeldItem,
  type HeldItemKind,
  type HeldItemQuery,
  type Page,
} from '@kinora/shared';
import { approveHeldItem, HELD_ITEM_KINDS, removeHeldItem } from '@kinora/shared/moderation';
import { useState } from 'react';
import { useT } from '../../i18n';
import { Filters, PagedResults } from '../paged-results';
import { ReviewList } from '../review-card';
import { type HeldDecision, HeldItemCard } from './held-item-card';
import { heldDoneMessage, type HeldListTexts } from './held-texts';

type KindFilter = HeldItemKind | 'all';

export interface HeldItemsListProps {
  /** The list to read, a stable function: a creator's (`getHeldForCreator`) or the moderators'. */
  load: (query: HeldItemQuery) => Promise<Page<HeldItem>>;
  texts: HeldListTexts;
}

/**
 * What waits for review, oldest first, a page at a time, filtered by kind: each with Approve
 * (published) and Remove (deleted unseen). A decided item leaves the list.
 */
export function HeldItemsList({ load, texts }: HeldItemsListProps) {
  const t = useT();
  const [kind, setKind] = useState<KindFilter>('all');
  const list = usePagedList(
    numberedPages((page) => load({ page, ...(kind === 'all' ? {} : { kind }) })),
    { keyOf: heldKey, deps: [load, kind] },
  );
  const [pending, setPending] = useState<Record<string, HeldDecision>>({});
  const { update } = list;

  const decide = async (item: HeldItem, decision: HeldDecision) => {
    const key = heldKey(item);
    setPending((current) => ({ ...current, [key]: decision }));
    try {
      await (decision === 'approve' ? approveHeldItem(item) : removeHeldItem(item));
      update((items, total) => ({
        items: items.filter((entry) => heldKey(entry) !== key),
        total: Math.max(0, total - 1),
      }));
      notify.success(heldDoneMessage(t, item, decision));
    } catch (failure) {
      notify.error(getErrorMessage(failure, t('Could not do that. Please try again.')));
    }
    setPending(({ [key]: _done, ...rest }) => rest);
  };

  const kindOptions = [
    { value: 'all' as const, label: t('All') },
    ...HELD_ITEM_KINDS.map((value) => ({ value, label: texts.kinds[value] })),
  ];

  return (
    <div>
      <Filters>
        <SegmentedControl<KindFilter>
          label={t('Show')}
          options={kindOptions}
          value={kind}
          onChange={setKind}
        />
      </Filters>
      <PagedResults
        list={list}
        loadingLabel={t('Loading what waits for review...')}
        failedMessage={t('Could not load what waits for review.')}
        empty={{ title: texts.empty, message: '' }}
        moreFailedMessage={t('Could not load more.')}
      >
        <ReviewList aria-label={texts.label}>
          {list.items.map((item) => (
            <li key={heldKey(item)}>
              <HeldItemCard
                item={item}
                replyToPost={texts.replyToPost}
                pending={pending[heldKey(item)] ?? null}
                onDecide={(target, decision) => void decide(target, decision)}
              />
            </li>
          ))}
        </ReviewList>
      </PagedResults>
    </div>
  );
}

/** A comment and a post may share an id: the kind tells them apart. */
const heldKey = (item: HeldItem) => `${item.kind}:${idOf(item)}`;
