import { Button, type Playlist } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { formatVideoCount } from '../format-video-count';

export interface SavePlaylistRowProps {
  playlist: Playlist;
  pending: boolean;
  onToggle: (playlist: Playlist) => void;
}

/** One playlist in the save-to dialog: Add when the video is not in it, Remove when it is. */
export function SavePlaylistRow({ playlist, pending, onToggle }: SavePlaylistRowProps) {
  const t = useT();
  const contains = playlist.containsCurrentVideo === true;
  return (
    <Row>
      <Text>
        <Name>{playlist.name}</Name>
        <Meta>
          {contains ? (
            <Saved>
              {t('Saved')}
              {' · '}
            </Saved>
          ) : null}
          {formatVideoCount(playlist.totalVideos)}
          {playlist.isPrivate ? (
            <>
              {' · '}
              {t('Private')}
            </>
          ) : null}
        </Meta>
      </Text>
      <Button
        $size="sm"
        $variant={contains ? 'ghost' : 'primary'}
        aria-label={
          contains
            ? t('Remove: {{name}}', { name: playlist.name })
            : t('Add: {{name}}', { name: playlist.name })
        }
        aria-busy={pending}
        // Not `disabled`: the browser would move focus off the button to the page's body, out
        // of the dialog, where Escape no longer reaches it. Focus stays; a press while the
        // change is under way does nothing.
        aria-disabled={pending}
        onClick={() => {
          if (!pending) onToggle(playlist);
        }}
      >
        {contains ? t('Remove') : t('Add')}
      </Button>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Saved = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
