import { EmptyState, formatDate, formatRelativeTime, type DeployRecord } from '@kinora/shared';
import { buildLabel, buildRef } from '../lib/platform-rows';
import { TableRegion } from '../../../lib/table-region';
import { DataTable, Muted } from '../../../lib/data-table';

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
    <TableRegion label="Deploys, newest first">
      <DataTable columns={['When', 'Remote', 'Action', 'Now live', 'By']}>
        {records.map((record) => (
          <tr key={`${record.at}-${record.remote}-${record.action}`}>
            <td title={formatDate(record.at)}>{formatRelativeTime(record.at)}</td>
            <td>{record.remote}</td>
            <td>{ACTION_LABELS[record.action]}</td>
            <td>
              {describeEntry(record.remote, record.entry)}
              {record.from !== null ? (
                <Muted>was {describeEntry(record.remote, record.from)}</Muted>
              ) : null}
            </td>
            <td>{record.by}</td>
          </tr>
        ))}
      </DataTable>
    </TableRegion>
  );
}
