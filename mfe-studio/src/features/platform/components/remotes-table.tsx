import { formatDate, formatRelativeTime } from '@kinora/shared';
import {
  buildLabel,
  describeFailureKinds,
  describeFailures,
  formatLoadTime,
  type RemoteRow,
} from '../lib/platform-rows';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';

const count = new Intl.NumberFormat('en-US');

function FailuresCell({ row }: { row: RemoteRow }) {
  const kinds = describeFailureKinds(row.stats);
  return (
    <>
      {describeFailures(row.stats)}
      {kinds ? <Muted>{kinds}</Muted> : null}
    </>
  );
}

const COLUMNS: readonly DataColumn<RemoteRow>[] = [
  { label: 'Remote', cell: (row) => row.remote },
  {
    label: 'Live build',
    cell: (row) =>
      row.live ? (
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
      ),
  },
  {
    label: 'Canary',
    cell: (row) =>
      row.canary ? (
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
      ),
  },
  { label: 'Loads', numeric: true, cell: (row) => count.format(row.stats?.loads ?? 0) },
  { label: 'p50', numeric: true, cell: (row) => formatLoadTime(row.stats?.p50Ms ?? null) },
  { label: 'p95', numeric: true, cell: (row) => formatLoadTime(row.stats?.p95Ms ?? null) },
  { label: 'Failures', cell: (row) => <FailuresCell row={row} /> },
];

/** One row per remote: live build, canary, loads, p50, p95 and failures. */
export function RemotesTable({ rows }: { rows: RemoteRow[] }) {
  return (
    <DataTable
      label="Remote builds and loads"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.remote}
    />
  );
}
