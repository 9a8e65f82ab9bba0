import type { User } from '../contract/user';

/**
 * What one tab tells the others about the session they share (one refresh cookie per browser):
 * a refreshed access token, a sign-in, a sign-out.
 */
export type SessionMessage =
  | { type: 'token'; token: string }
  | { type: 'signed-in'; token: string; user: User }
  | { type: 'signed-out' };

export type SessionMessageHandler = (message: SessionMessage) => void;

export const SESSION_CHANNEL_NAME = 'kinora-session';

// undefined: not opened yet; null: this browser has no BroadcastChannel (each tab then keeps to
// itself, as before, and learns of a sign-out at its next request).
let channel: BroadcastChannel | null | undefined;
const handlers = new Set<SessionMessageHandler>();

function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  switch (value.type) {
    case 'token':
      return 'token' in value && typeof value.token === 'string';
    case 'signed-in':
      return 'token' in value && typeof value.token === 'string' && 'user' in value;
    case 'signed-out':
      return true;
    default:
      return false;
  }
}

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;
  } catch {
    channel = null;
  }
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isSessionMessage(event.data)) return;
      for (const handler of [...handlers]) handler(event.data);
    };
    // Node's BroadcastChannel (unit tests, server rendering) would keep the process alive;
    // browsers have no unref.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  }
  return channel;
}

/** Tells the other tabs of this site; a tab never receives its own messages. */
export function broadcastSession(message: SessionMessage): void {
  try {
    openChannel()?.postMessage(message);
  } catch {
    // A closed or unavailable channel: the other tabs find out at their next request.
  }
}

/** Listens to the other tabs. Returns the unsubscribe function. */
export function onSessionMessage(handler: SessionMessageHandler): () => void {
  openChannel();
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}
