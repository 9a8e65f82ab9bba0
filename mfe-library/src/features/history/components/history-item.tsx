import {
  CloseIcon,
  formatRelativeTime,
  IconButton,
  VideoCard,
  type HistoryEntry,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { listCardProps } from '../../../lib/list-card-props';

export interface HistoryItemProps {
  entry: HistoryEntry;
  removing: boolean;
  onRemove: (entry: HistoryEntry) => void;
}

/** One watched video: thumbnail, title, owner, description, when; with a remove button. */
export function HistoryItem({ entry, removing, onRemove }: HistoryItemProps) {
  const t = useT();
  const watched = formatRelativeTime(entry.watchedAt);
  return (
    <VideoCard
      {...listCardProps(entry)}
      layout="row"
      extra={
        <>
          {watched ? <Watched>{t('Watched {{when}}', { when: watched })}</Watched> : null}
          {entry.description ? <Description>{entry.description}</Description> : null}
        </>
      }
      actions={
        <IconButton
          aria-label={t('Remove "{{title}}" from watch history', { title: entry.title })}
          title={t('Remove from watch history')}
          size="sm"
          disabled={removing}
          onClick={() => onRemove(entry)}
        >
          <CloseIcon />
        </IconButton>
      }
    />
  );
}

const Watched = styled.span`
  display: block;
`;

const Description = styled.span`
  display: block;
`;
