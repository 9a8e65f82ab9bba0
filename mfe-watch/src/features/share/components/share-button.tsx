import { Button } from '@kinora/shared';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { ShareIcon } from '../../../lib/icons';
import { ShareDialog } from './share-dialog';

interface ShareButtonProps {
  videoId: string;
  title: string;
  embeddable: boolean;
  /** Reads where the player is now; asked when the dialog opens, not on every frame. */
  currentTime: () => number;
}

/** Share, for everyone: own and YouTube videos alike. */
export function ShareButton({ videoId, title, embeddable, currentTime }: ShareButtonProps) {
  const t = useT();
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  return (
    <>
      <Button
        $variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpenedAt(Math.floor(currentTime()))}
      >
        <ShareIcon />
        {t('Share')}
      </Button>
      {openedAt !== null ? (
        <ShareDialog
          open
          onClose={() => setOpenedAt(null)}
          videoId={videoId}
          title={title}
          embeddable={embeddable}
          startSeconds={openedAt}
        />
      ) : null}
    </>
  );
}
