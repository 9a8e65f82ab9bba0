import { useState } from 'react';
import { Button, EmptyState, useSharedT, type ChannelProfile } from '@kinora/shared';
import { BlockIcon } from './block-icon';
import { changeBlock } from './change-block';

/**
 * In place of a blocked channel's videos or posts: what the block does, and Unblock (the tab's
 * content comes back once it is lifted).
 */
function ChannelBlockedNotice({ channel }: { channel: ChannelProfile }) {
  const t = useSharedT();
  const [busy, setBusy] = useState(false);

  const unblock = async () => {
    setBusy(true);
    // On success the frame shows the tab's content in place of this notice.
    if (!(await changeBlock(channel, null))) setBusy(false);
  };

  return (
    <EmptyState
      icon={<BlockIcon />}
      title={t('You blocked this channel.')}
      message={t('Its videos, posts and comments are hidden from you.')}
      action={
        <Button $variant="secondary" disabled={busy} onClick={() => void unblock()}>
          {busy ? t('Unblocking...') : t('Unblock')}
        </Button>
      }
    />
  );
}

/** For `ChannelFrame`'s `blocked`: the notice on a tab of a channel the viewer blocked. */
export function channelBlockedNotice(channel: ChannelProfile) {
  return <ChannelBlockedNotice channel={channel} />;
}
