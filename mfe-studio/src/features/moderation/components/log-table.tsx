import {
  Button,
  formatDate,
  formatRelativeTime,
  hrefs,
  Link,
  type ModerationLogEntry,
} from '@kinora/shared';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';
import { suspensionEnd } from '../../../lib/suspension-end';
import { ACTION_DONE_LABELS, ITEM_KIND_LABELS } from '../texts';

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
  const columns: readonly DataColumn<ModerationLogEntry>[] = [
    {
      label: 'When',
      cell: (entry) => (
        <time dateTime={entry.createdAt} title={formatDate(entry.createdAt)}>
          {formatRelativeTime(entry.createdAt)}
        </time>
      ),
    },
    {
      label: 'Moderator',
      cell: (entry) => (entry.moderator ? `@${entry.moderator.username}` : 'A former moderator'),
    },
    {
      label: 'Action',
      cell: (entry) => (
        <>
          {ACTION_DONE_LABELS[entry.action]}
          {entry.action === 'suspend' && entry.suspendedUntil ? (
            <Muted>{suspensionEnd(entry.suspendedUntil)}</Muted>
          ) : null}
        </>
      ),
    },
    { label: 'Item', cell: (entry) => <ItemCell entry={entry} onShowItem={onShowItem} /> },
    {
      label: 'Owner',
      cell: (entry) =>
        entry.owner ? (
          <Link to={hrefs.channel(entry.owner.username)}>@{entry.owner.username}</Link>
        ) : (
          '—'
        ),
    },
    { label: 'Reason shown', cell: (entry) => entry.reason || '—' },
    { label: 'Note', cell: (entry) => entry.note || '—' },
  ];
  return (
    <DataTable
      label="Moderation log"
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
  const href = itemHref(entry);
  const kind = ITEM_KIND_LABELS[entry.itemKind];
  return (
    <>
      {href ? <Link to={href}>{kind}</Link> : kind}
      <Button
        $variant="ghost"
        $size="sm"
        aria-label={`Only this ${kind.toLowerCase()}’s history`}
        onClick={() => onShowItem(entry)}
      >
        History
      </Button>
    </>
  );
}
