import net from 'node:net';

/**
 * forward: bytes pass both ways. refuse: nothing listens (ECONNREFUSED) and open connections are cut.
 * stall: connections stay open and new ones are accepted, but no byte passes: a network gone quiet.
 * reset-first-statement: a new connection completes its start, then is reset (ECONNRESET) as it sends
 * its first statement: a backend ended by a failover or a dropped database while a pool warms up.
 */
export type ProxyMode = 'forward' | 'refuse' | 'stall' | 'reset-first-statement';

// ReadyForQuery ('Z', length 5): the server's word that a connection's start is complete.
const READY_FOR_QUERY = Buffer.from([0x5a, 0, 0, 0, 5]);

export interface TcpProxy {
  readonly port: number;
  /** The same PostgreSQL address, through this proxy. */
  via(url: string): string;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  readonly client: net.Socket;
  upstream: net.Socket | null;
  stalled: boolean;
  started: boolean;
}

/** Listens on the port (0: any free one) of the loopback, and resolves once it does. */
function listenOn(server: net.Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The database URL with its host and port those of the proxy. */
function viaPort(url: string, port: number): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return proxied.toString();
}

/**
 * A TCP proxy in front of the shared PostgreSQL that a test controls, so a database that refuses or
 * stalls can be played without stopping the real server other tests use.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<Pair>();

  const end = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  const server = net.createServer((client) => {
    const pair: Pair = {
      client,
      upstream: null,
      stalled: mode === 'refuse' || mode === 'stall',
      started: false,
    };
    pairs.add(pair);
    client.on('error', () => end(pair));
    client.on('close', () => end(pair));
    if (pair.stalled) return;
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('error', () => end(pair));
    upstream.on('close', () => end(pair));
    // Byte by byte by hand rather than pipe(), so a stall can swallow what is sent from then on.
    client.on('data', (chunk) => {
      if (mode === 'reset-first-statement' && pair.started) {
        client.resetAndDestroy();
        end(pair);
        return;
      }
      if (!pair.stalled) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (chunk.includes(READY_FOR_QUERY)) pair.started = true;
      if (!pair.stalled) client.write(chunk);
    });
  });

  const listen = (port: number) => listenOn(server, port);
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const port = address.port;

  return {
    port,
    via: (url) => viaPort(url, port),
    async setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'refuse') {
        for (const pair of [...pairs]) end(pair);
        await stopListening();
        return;
      }
      if (previous === 'refuse') await listen(port);
      if (next === 'stall') {
        for (const pair of pairs) pair.stalled = true;
        return;
      }
      // Back to forwarding: connections that stalled lost bytes on the way, so they end, as a broken
      // path's would; new ones pass.
      for (const pair of [...pairs]) if (pair.stalled) end(pair);
    },
    async close() {
      for (const pair of [...pairs]) end(pair);
      if (mode !== 'refuse') await stopListening();
    },
  };
}
