import net from 'node:net';

/** Fails with what to do unless a Redis answers PING at `url`. */
export async function waitForRedis(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const answer = await new Promise<string>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 2000 });
    let received = '';
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n')) socket.end();
    });
    socket.once('close', () => resolve(received));
    socket.once('error', (error) => resolve(String(error)));
    socket.once('timeout', () => socket.destroy());
  });
  if (!answer.startsWith('+PONG')) {
    throw new Error(
      `The scale-out suite needs Redis at ${url} (set REDIS_URL; apt-get install -y redis-server): ${answer || 'no answer'}`,
    );
  }
}
