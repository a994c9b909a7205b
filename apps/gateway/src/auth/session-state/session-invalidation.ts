import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/connection';
import type { SessionStore } from '../session-store';

/** The channel migration 018's trigger NOTIFYs with the id of each revoked or deleted session. */
export const SESSION_ENDED_CHANNEL = 'dash_session_ended';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A Redis message: `s:<session id>` or `a:<account id>`; anything else is ignored. */
function parseRedisMessage(message: string): { sessionId: string } | { accountId: number } | null {
  const [kind, value = ''] = [message.slice(0, 2), message.slice(2)];
  if (kind === 's:' && UUID.test(value)) return { sessionId: value };
  if (kind === 'a:' && /^\d{1,15}$/.test(value)) return { accountId: Number(value) };
  return null;
}

export interface InvalidationOptions {
  readonly sessions: SessionStore;
  readonly database: DatabaseHandle;
  /** When set, revocations also travel by Redis pub/sub (gateways sharing Redis, issue 16). */
  readonly redisUrl?: string;
  readonly redisChannel: string;
  readonly onError: (error: unknown, where: string) => void;
}

/**
 * Keeps this process's session cache true to revocations made anywhere: LISTEN on the database's
 * channel (every revoke, by any code path, NOTIFYs through the trigger) and, with Redis, a pub/sub
 * channel carrying this process's own revocations to the others. Each (re)connection of the listener
 * drops the whole cache, since notifications sent while it was down are lost.
 */
export async function startSessionInvalidation(options: InvalidationOptions): Promise<() => Promise<void>> {
  const { sessions, database } = options;
  const stops: (() => Promise<void>)[] = [];
  try {
    stops.push(
      await database.listen(
        SESSION_ENDED_CHANNEL,
        (payload) => {
          if (UUID.test(payload)) sessions.ended({ sessionId: payload });
        },
        () => sessions.ended('all'),
      ),
    );
  } catch (error) {
    // Without the listener the cache lifetime alone bounds how late a remote revocation is seen.
    options.onError(error, 'LISTEN');
  }

  if (options.redisUrl) {
    const redisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 };
    const publisher = new Redis(options.redisUrl, redisOptions);
    const subscriber = new Redis(options.redisUrl, { connectTimeout: 2000 });
    publisher.on('error', (error: Error) => options.onError(error, 'Redis publish'));
    subscriber.on('error', (error: Error) => options.onError(error, 'Redis subscribe'));
    subscriber.on('ready', () => sessions.ended('all'));
    subscriber.on('message', (_channel: string, message: string) => {
      const ended = parseRedisMessage(message);
      if (ended) sessions.ended(ended);
    });
    await subscriber.subscribe(options.redisChannel).catch((error: unknown) => {
      options.onError(error, 'Redis subscribe');
    });
    const stopNotifying = sessions.onRevoked((ended) => {
      const message = 'sessionId' in ended ? `s:${ended.sessionId}` : `a:${ended.accountId}`;
      publisher.publish(options.redisChannel, message).catch((error: unknown) => {
        options.onError(error, 'Redis publish');
      });
    });
    stops.push(async () => {
      stopNotifying();
      await subscriber.quit().catch(() => subscriber.disconnect());
      await publisher.quit().catch(() => publisher.disconnect());
    });
  }

  return async () => {
    for (const stop of stops) await stop().catch((error: unknown) => options.onError(error, 'stop'));
  };
}
