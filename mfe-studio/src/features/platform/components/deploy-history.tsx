import { EmptyState, formatDate, formatRelativeTime, type DeployRecord } from '@kinora/shared';
import { buildLabel, buildRef } from '../lib/platform-rows';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';

const ACTION_LABELS: Record<DeployRecord['action'], string> = {
  deploy: 'Deploy',
  canary: 'Canary',
  promote: 'Promote',
  rollback: 'Rollback',
};

/** What a plain URL or a canary split names, in a few words. */
function describeEntry(remote: string, entry: DeployRecord['entry']): string {
  const label = (url: string) => buildLabel(buildRef(remote, url));
  if (typeof entry === 'string') return label(entry);
  return `${label(entry.canary)} at ${entry.percent} % beside ${label(entry.stable)}`;
}

const COLUMNS: readonly DataColumn<DeployRecord>[] = [
  {
    label: 'When',
    cell: (record) => (
      <time dateTime={record.at} title={formatDate(record.at)}>
        {formatRelativeTime(record.at)}
      </time>
    ),
  },
  { label: 'Remote', cell: (record) => record.remote },
  { label: 'Action', cell: (record) => ACTION_LABELS[record.action] },
  {
    label: 'Now live',
    cell: (record) => (
      <>
        {describeEntry(record.remote, record.entry)}
        {record.from !== null ? (
          <Muted>was {describeEntry(record.remote, record.from)}</Muted>
        ) : null}
      </>
    ),
  },
  { label: 'By', cell: (record) => record.by },
];

/** The deploy tool's history: when, which remote, what it did, to which build, and who. */
export function DeployHistory({ records }: { records: DeployRecord[] }) {
  if (records.length === 0) {
    return (
      <EmptyState
        title="No deploys yet"
        message="Every remote runs the build served beside the shell."
      />
    );
  }
  return (
    <DataTable
      label="Deploys, newest first"
      columns={COLUMNS}
      rows={records}
      rowKey={(record) => `${record.at}-${record.remote}-${record.action}`}
    />
  );
}
