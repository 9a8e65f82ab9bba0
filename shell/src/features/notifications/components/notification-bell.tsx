import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useSession } from '@kinora/shared';
import type { BellTimings } from './signed-in-bell';

export type NotificationBellProps = BellTimings;

// Visitors who are not signed in never download the bell, its feed or its live stream.
const loadBell = () => import('./signed-in-bell');
const SignedInBell = lazy(loadBell);

/**
 * Fetches the bell's code now: for someone whose session is being restored, so it comes beside
 * the session instead of after it.
 */
export function preloadNotificationBell(): void {
  loadBell().catch(() => undefined);
}

/** The top bar's bell for signed-in people: the unread count, and the panel it opens. */
export function NotificationBell(props: NotificationBellProps) {
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <Suspense fallback={<BellSpace />}>
      <SignedInBell key={user._id} userId={user._id} {...props} />
    </Suspense>
  );
}

/** The bell's size while its code loads, so the top bar does not move when it appears. */
const BellSpace = styled.span`
  display: block;
  width: 40px;
  height: 40px;
`;
