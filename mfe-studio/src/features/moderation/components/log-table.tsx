import {
  Button,
  formatDate,
  formatRelativeTime,
  hrefs,
  Link,
  type ModerationLogEntry,
} from '@kinora/shared';
import { DataTable, Muted } from '../../../lib/data-table';
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
  return (
    <DataTable columns={['When', 'Moderator', 'Action', 'Item', 'Owner', 'Reason shown', 'Note']}>
      {entries.map((entry) => {
        const href = itemHref(entry);
        const kind = ITEM_KIND_LABELS[entry.itemKind];
        return (
          <tr key={entry._id}>
            <td>
              <time dateTime={entry.createdAt} title={formatDate(entry.createdAt)}>
                {formatRelativeTime(entry.createdAt)}
              </time>
            </td>
            <td>{entry.moderator ? `@${entry.moderator.username}` : 'A former moderator'}</td>
            <td>
              {ACTION_DONE_LABELS[entry.action]}
              {entry.action === 'suspend' && entry.suspendedUntil ? (
                <Muted>{suspensionEnd(entry.suspendedUntil)}</Muted>
              ) : null}
            </td>
            <td>
              {href ? <Link to={href}>{kind}</Link> : kind}
              <Button
                $variant="ghost"
                $size="sm"
                aria-label={`Only this ${kind.toLowerCase()}’s history`}
                onClick={() => onShowItem(entry)}
              >
                History
              </Button>
            </td>
            <td>
              {entry.owner ? (
                <Link to={hrefs.channel(entry.owner.username)}>@{entry.owner.username}</Link>
              ) : (
                '—'
              )}
            </td>
            <td>{entry.reason || '—'}</td>
            <td>{entry.note || '—'}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
