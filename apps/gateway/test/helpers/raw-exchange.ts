import net from 'node:net';

/** Sends raw bytes to the listening gateway and returns everything it responds before closing. */
export function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('end', () => resolve(received));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
  });
}

/** A raw response's status, headers (names in lower case) and body, and the bytes of its head. */
export function parseResponse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()] as const;
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body, headBytes: Buffer.byteLength(head) };
}

/** The gateway's port once it listens on a free one of 127.0.0.1. */
export async function listenOnFreePort(app: {
  listen(options: { port: number; host: string }): Promise<string>;
  server: net.Server;
}): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
