import { describeFailureKinds, describeFailures } from '../lib/platform-rows';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';
import type { RemoteLoadStats } from '@kinora/shared';

export const NO_UNKNOWN_LOADS = 'None: every report named a build the deployment file names.';

const count = new Intl.NumberFormat('en-US');

function FailuresCell({ entry }: { entry: RemoteLoadStats }) {
  const kinds = describeFailureKinds(entry);
  return (
    <>
      {describeFailures(entry)}
      {kinds ? <Muted>{kinds}</Muted> : null}
    </>
  );
}

const COLUMNS: readonly DataColumn<RemoteLoadStats>[] = [
  { label: 'Remote named', cell: (entry) => entry.remote },
  { label: 'Loads', numeric: true, cell: (entry) => count.format(entry.loads) },
  { label: 'Failures', cell: (entry) => <FailuresCell entry={entry} /> },
];

/**
 * Reports of remotes, manifest URLs or versions the deployment file did not name when they came
 * in: made up by anyone (reports need no account), from a stale tab, or an override's build under
 * test. Shown apart so they never move the live builds' failure rates.
 */
export function UnknownLoadsTable({ stats }: { stats: RemoteLoadStats[] }) {
  if (stats.length === 0) return <p>{NO_UNKNOWN_LOADS}</p>;
  return (
    <DataTable
      label="Reports of unknown builds"
      columns={COLUMNS}
      rows={stats}
      rowKey={(entry) => entry.remote}
    />
  );
}
