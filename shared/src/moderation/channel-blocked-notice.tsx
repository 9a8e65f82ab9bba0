import { useState } from 'react';
import { Button, EmptyState, type ChannelProfile } from '@kinora/shared';
import { BlockIcon } from './block-icon';
import { changeBlock } from './change-block';

const CHANNEL_BLOCKED_TITLE = 'You blocked this channel.';
const CHANNEL_BLOCKED_MESSAGE = 'Its videos, posts and comments are hidden from you.';

/**
 * In place of a blocked channel's videos or posts: what the block does, and Unblock (the tab's
 * content comes back once it is lifted).
 */
function ChannelBlockedNotice({ channel }: { channel: ChannelProfile }) {
  const [busy, setBusy] = useState(false);

  const unblock = async () => {
    setBusy(true);
    // On success the frame shows the tab's content in place of this notice.
    if (!(await changeBlock(channel, null))) setBusy(false);
  };

  return (
    <EmptyState
      icon={<BlockIcon />}
      title={CHANNEL_BLOCKED_TITLE}
      message={CHANNEL_BLOCKED_MESSAGE}
      action={
        <Button $variant="secondary" disabled={busy} onClick={() => void unblock()}>
          {busy ? 'Unblocking...' : 'Unblock'}
        </Button>
      }
    />
  );
}

/** For `ChannelFrame`'s `blocked`: the notice on a tab of a channel the viewer blocked. */
export function channelBlockedNotice(channel: ChannelProfile) {
  return <ChannelBlockedNotice channel={channel} />;
}
