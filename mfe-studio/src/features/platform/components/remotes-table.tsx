import { formatDate, formatRelativeTime } from '@kinora/shared';
import {
  buildLabel,
  describeFailureKinds,
  describeFailures,
  formatLoadTime,
  type RemoteRow,
} from '../lib/platform-rows';
import { TableRegion } from '../../../lib/table-region';
import { DataTable, Muted, Numeric } from '../../../lib/data-table';

const count = new Intl.NumberFormat('en-US');

/** One row per remote: live build, canary, loads, p50, p95 and failures. */
export function RemotesTable({ rows }: { rows: RemoteRow[] }) {
  return (
    <TableRegion label="Remote builds and loads">
      <DataTable
        columns={['Remote', 'Live build', 'Canary', 'Loads', 'p50', 'p95', 'Failures']}
        numeric={['Loads', 'p50', 'p95']}
      >
        {rows.map((row) => (
          <tr key={row.remote}>
            <th scope="row">{row.remote}</th>
            <td>
              {row.live ? (
                <>
                  <strong>{buildLabel(row.live)}</strong>
                  <Muted title={row.live.url}>{row.live.url}</Muted>
                  {row.deployedAt ? (
                    <Muted title={formatDate(row.deployedAt)}>
                      Deployed {formatRelativeTime(row.deployedAt)}
                    </Muted>
                  ) : null}
                </>
              ) : (
                'Not in the deployment file'
              )}
            </td>
            <td>
              {row.canary ? (
                <>
                  <strong>
                    {buildLabel(row.canary)} at {row.canary.percent} %
                  </strong>
                  <Muted title={row.canary.url}>{row.canary.url}</Muted>
                  {row.canarySince ? (
                    <Muted title={formatDate(row.canarySince)}>
                      Started {formatRelativeTime(row.canarySince)}
                    </Muted>
                  ) : null}
                </>
              ) : (
                'None'
              )}
            </td>
            <Numeric>{count.format(row.stats?.loads ?? 0)}</Numeric>
            <Numeric>{formatLoadTime(row.stats?.p50Ms ?? null)}</Numeric>
            <Numeric>{formatLoadTime(row.stats?.p95Ms ?? null)}</Numeric>
            <td>
              {describeFailures(row.stats)}
              {describeFailureKinds(row.stats) ? (
                <Muted>{describeFailureKinds(row.stats)}</Muted>
              ) : null}
            </td>
          </tr>
        ))}
      </DataTable>
    </TableRegion>
  );
}
