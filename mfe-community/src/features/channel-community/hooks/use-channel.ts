import { ApiError, getChannel, type ChannelProfile } from '@kinora/shared';
import { useCallback, useEffect, useState } from 'react';

export type ChannelState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; channel: ChannelProfile };

/** The channel profile of `username` (GET /users/c/:username); 404 and 400 mean no such channel. */
export function useChannel(username: string): { state: ChannelState; reload: () => void } {
  const [state, setState] = useState<ChannelState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getChannel(username).then(
      (channel) => {
        if (current) setState({ status: 'ready', channel });
      },
      (error: unknown) => {
        if (!current) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ status: missing ? 'not-found' : 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [username, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
