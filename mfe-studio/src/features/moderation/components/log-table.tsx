import {
  Button,
  formatDate,
  formatRelativeTime,
  hrefs,
  Link,
  type ModerationLogEntry,
} from '@kinora/shared';
import { useT } from '../../../i18n';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';
import { suspensionEnd } from '../../../lib/suspension-end';
import { actionDoneLabels, itemKindLabels } from '../texts';

interface LogTableProps {
  entries: ModerationLogEntry[];
  /** Narrows the log to one entry's item. */
  onShowItem: (entry: ModerationLogEntry) => void;
}

/** Where an item of the log can be seen, when its id alone says so (a comment's does not). */
function itemHref(entry: ModerationLogEntry): string | null {
  switch (entry.itemKind) {
    case 'video':
      return hrefs.watch(entry.itemId);
    case 'post':
      return hrefs.post(entry.itemId);
    case 'channel':
      return entry.owner ? hrefs.channel(entry.owner.username) : null;
    case 'comment':
      return null;
  }
}

/** The log's rows: when, who, what, to which item and whose, the reason shown and the note. */
export function LogTable({ entries, onShowItem }: LogTableProps) {
  const t = useT();
  const doneLabels = actionDoneLabels(t);
  const columns: readonly DataColumn<ModerationLogEntry>[] = [
    {
      label: t('When'),
      cell: (entry) => (
        <time dateTime={entry.createdAt} title={formatDate(entry.createdAt)}>
          {formatRelativeTime(entry.createdAt)}
        </time>
      ),
    },
    {
      label: t('Moderator'),
      cell: (entry) => (entry.moderator ? `@${entry.moderator.username}` : t('A former moderator')),
    },
    {
      label: t('Action'),
      cell: (entry) => (
        <>
          {doneLabels[entry.action]}
          {entry.action === 'suspend' && entry.suspendedUntil ? (
            <Muted>{suspensionEnd(entry.suspendedUntil)}</Muted>
          ) : null}
        </>
      ),
    },
    { label: t('Item'), cell: (entry) => <ItemCell entry={entry} onShowItem={onShowItem} /> },
    {
      label: t('Owner'),
      cell: (entry) =>
        entry.owner ? (
          <Link to={hrefs.channel(entry.owner.username)}>@{entry.owner.username}</Link>
        ) : (
          '—'
        ),
    },
    { label: t('Reason shown'), cell: (entry) => entry.reason || '—' },
    { label: t('Note'), cell: (entry) => entry.note || '—' },
  ];
  return (
    <DataTable
      label={t('Moderation log')}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry._id}
    />
  );
}

/** The item, a link where it can be seen, and the button that narrows the log to it. */
function ItemCell({
  entry,
  onShowItem,
}: {
  entry: ModerationLogEntry;
  onShowItem: LogTableProps['onShowItem'];
}) {
  const t = useT();
  const href = itemHref(entry);
  const kind = itemKindLabels(t)[entry.itemKind];
  const historyName = {
    video: t('Only this video’s history'),
    comment: t('Only this comment’s history'),
    post: t('Only this post’s history'),
    channel: t('Only this channel’s history'),
  }[entry.itemKind];
  return (
    <>
      {href ? <Link to={href}>{kind}</Link> : kind}
      <Button
        $variant="ghost"
        $size="sm"
        aria-label={historyName}
        onClick={() => onShowItem(entry)}
      >
        {t('History')}
      </Button>
    </>
  );
}
