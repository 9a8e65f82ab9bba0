import { describeFailureKinds, describeFailures } from '../lib/platform-rows';
import { TableRegion } from '../../../lib/table-region';
import { DataTable, Muted, Numeric } from '../../../lib/data-table';
import type { RemoteLoadStats } from '@kinora/shared';

export const NO_UNKNOWN_LOADS = 'None: every report named a build the deployment file names.';

const count = new Intl.NumberFormat('en-US');

/**
 * Reports of remotes, manifest URLs or versions the deployment file did not name when they came
 * in: made up by anyone (reports need no account), from a stale tab, or an override's build under
 * test. Shown apart so they never move the live builds' failure rates.
 */
export function UnknownLoadsTable({ stats }: { stats: RemoteLoadStats[] }) {
  if (stats.length === 0) return <p>{NO_UNKNOWN_LOADS}</p>;
  return (
    <TableRegion label="Reports of unknown builds">
      <DataTable columns={['Remote named', 'Loads', 'Failures']} numeric={['Loads']}>
        {stats.map((entry) => (
          <tr key={entry.remote}>
            <th scope="row">{entry.remote}</th>
            <Numeric>{count.format(entry.loads)}</Numeric>
            <td>
              {describeFailures(entry)}
              {describeFailureKinds(entry) ? <Muted>{describeFailureKinds(entry)}</Muted> : null}
            </td>
          </tr>
        ))}
      </DataTable>
    </TableRegion>
  );
}
