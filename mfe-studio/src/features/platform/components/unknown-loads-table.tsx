import { currentLanguage, type RemoteLoadStats, type Translate } from '@kinora/shared';
import { useT } from '../../../i18n';
import { describeFailureKinds, describeFailures } from '../lib/platform-rows';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';

/** The English of the line without unknown builds (the catalogue's key), as tests find it. */
export const NO_UNKNOWN_LOADS = 'None: every report named a build the deployment file names.';

function FailuresCell({ entry }: { entry: RemoteLoadStats }) {
  const kinds = describeFailureKinds(entry);
  return (
    <>
      {describeFailures(entry)}
      {kinds ? <Muted>{kinds}</Muted> : null}
    </>
  );
}

function columns(t: Translate): readonly DataColumn<RemoteLoadStats>[] {
  const count = new Intl.NumberFormat(currentLanguage());
  return [
    { label: t('Remote named'), cell: (entry) => entry.remote },
    { label: t('Loads'), numeric: true, cell: (entry) => count.format(entry.loads) },
    { label: t('Failures'), cell: (entry) => <FailuresCell entry={entry} /> },
  ];
}

/**
 * Reports of remotes, manifest URLs or versions the deployment file did not name when they came
 * in: made up by anyone (reports need no account), from a stale tab, or an override's build under
 * test. Shown apart so they never move the live builds' failure rates.
 */
export function UnknownLoadsTable({ stats }: { stats: RemoteLoadStats[] }) {
  const t = useT();
  if (stats.length === 0) {
    return <p>{t('None: every report named a build the deployment file names.')}</p>;
  }
  return (
    <DataTable
      label={t('Reports of unknown builds')}
      columns={columns(t)}
      rows={stats}
      rowKey={(entry) => entry.remote}
    />
  );
}
