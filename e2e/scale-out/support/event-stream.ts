import { authHeaders, dataOf, type Account } from './api';
import type { StreamTicket } from '@kinora/shared';

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface OpenStream {
  events: StreamEvent[];
  close: () => void;
}

/**
 * Opens the notification stream as the page does (a ticket first, then the stream) and collects
 * its events as they arrive.
 */
export async function openNotificationStream(base: string, account: Account): Promise<OpenStream> {
  const ticketResponse = await fetch(`${base}/api/v1/notifications/stream-ticket`, {
    method: 'POST',
    headers: authHeaders(account),
  });
  if (ticketResponse.status !== 200) {
    throw new Error(`stream-ticket answered ${ticketResponse.status}`);
  }
  const { ticket } = await dataOf<StreamTicket>(ticketResponse);
  const controller = new AbortController();
  const response = await fetch(
    `${base}/api/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}`,
    { signal: controller.signal, headers: { accept: 'text/event-stream' } },
  );
  if (response.status !== 200 || !response.body) {
    throw new Error(`the stream answered ${response.status}`);
  }
  const events: StreamEvent[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const lines = block.split('\n');
          const event = lines
            .find((line) => line.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (event) events.push({ event, data: data ? JSON.parse(data) : null });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return { events, close: () => controller.abort() };
}
