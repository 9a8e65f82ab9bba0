import {
  EmptyState,
  formatDate,
  formatRelativeTime,
  type DeployRecord,
  type Translate,
} from '@kinora/shared';
import { useT } from '../../../i18n';
import { buildLabel, buildRef } from '../lib/platform-rows';
import { type DataColumn, DataTable, Muted } from '../../../lib/data-table';

const actionLabels = (t: Translate): Record<DeployRecord['action'], string> => ({
  deploy: t('Deploy'),
  canary: t('Canary'),
  promote: t('Promote'),
  rollback: t('Rollback'),
});

/** What a plain URL or a canary split names, in a few words. */
function describeEntry(t: Translate, remote: string, entry: DeployRecord['entry']): string {
  const label = (url: string) => buildLabel(buildRef(remote, url));
  if (typeof entry === 'string') return label(entry);
  return t('{{canary}} at {{percent}} % beside {{stable}}', {
    canary: label(entry.canary),
    percent: entry.percent,
    stable: label(entry.stable),
  });
}

const columns = (t: Translate): readonly DataColumn<DeployRecord>[] => [
  {
    label: t('When'),
    cell: (record) => (
      <time dateTime={record.at} title={formatDate(record.at)}>
        {formatRelativeTime(record.at)}
      </time>
    ),
  },
  { label: t('Remote'), cell: (record) => record.remote },
  { label: t('Action'), cell: (record) => actionLabels(t)[record.action] },
  {
    label: t('Now live'),
    cell: (record) => (
      <>
        {describeEntry(t, record.remote, record.entry)}
        {record.from !== null ? (
          <Muted>
            {t('was {{build}}', { build: describeEntry(t, record.remote, record.from) })}
          </Muted>
        ) : null}
      </>
    ),
  },
  { label: t('By'), cell: (record) => record.by },
];

/** The deploy tool's history: when, which remote, what it did, to which build, and who. */
export function DeployHistory({ records }: { records: DeployRecord[] }) {
  const t = useT();
  if (records.length === 0) {
    return (
      <EmptyState
        title={t('No deploys yet')}
        message={t('Every remote runs the build served beside the shell.')}
      />
    );
  }
  return (
    <DataTable
      label={t('Deploys, newest first')}
      columns={columns(t)}
      rows={records}
      rowKey={(record) => `${record.at}-${record.remote}-${record.action}`}
    />
  );
}
