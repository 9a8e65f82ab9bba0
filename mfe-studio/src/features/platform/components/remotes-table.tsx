import { currentLanguage, formatDate, formatRelativeTime, type Translate } from '@kinora/shared';
import { useT } from '../../../i18n';
import {
  buildLabel,
  describeFailureKinds,
  describeFailures,
  formatLoadTime,
  type RemoteRow,
} from '../lib/platform-rows';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';

function FailuresCell({ row }: { row: RemoteRow }) {
  const kinds = describeFailureKinds(row.stats);
  return (
    <>
      {describeFailures(row.stats)}
      {kinds ? <Muted>{kinds}</Muted> : null}
    </>
  );
}

function columns(t: Translate): readonly DataColumn<RemoteRow>[] {
  const count = new Intl.NumberFormat(currentLanguage());
  return [
    { label: t('Remote'), cell: (row) => row.remote },
    {
      label: t('Live build'),
      cell: (row) =>
        row.live ? (
          <>
            <strong>{buildLabel(row.live)}</strong>
            <Muted title={row.live.url}>{row.live.url}</Muted>
            {row.deployedAt ? (
              <Muted title={formatDate(row.deployedAt)}>
                {t('Deployed {{when}}', { when: formatRelativeTime(row.deployedAt) })}
              </Muted>
            ) : null}
          </>
        ) : (
          t('Not in the deployment file')
        ),
    },
    {
      label: t('Canary'),
      cell: (row) =>
        row.canary ? (
          <>
            <strong>
              {t('{{build}} at {{percent}} %', {
                build: buildLabel(row.canary),
                percent: row.canary.percent,
              })}
            </strong>
            <Muted title={row.canary.url}>{row.canary.url}</Muted>
            {row.canarySince ? (
              <Muted title={formatDate(row.canarySince)}>
                {t('Started {{when}}', { when: formatRelativeTime(row.canarySince) })}
              </Muted>
            ) : null}
          </>
        ) : (
          t('None')
        ),
    },
    { label: t('Loads'), numeric: true, cell: (row) => count.format(row.stats?.loads ?? 0) },
    { label: 'p50', numeric: true, cell: (row) => formatLoadTime(row.stats?.p50Ms ?? null) },
    { label: 'p95', numeric: true, cell: (row) => formatLoadTime(row.stats?.p95Ms ?? null) },
    { label: t('Failures'), cell: (row) => <FailuresCell row={row} /> },
  ];
}

/** One row per remote: live build, canary, loads, p50, p95 and failures. */
export function RemotesTable({ rows }: { rows: RemoteRow[] }) {
  const t = useT();
  return (
    <DataTable
      label={t('Remote builds and loads')}
      columns={columns(t)}
      rows={rows}
      rowKey={(row) => row.remote}
    />
  );
}
