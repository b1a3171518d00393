import net from 'node:net';

/**
 * The services CI provides beside the embedded database (DESIGN §8 tests need them): PostgreSQL
 * (trust auth, database `test`) and Redis on their standard local ports. Tests that need them
 * skip, saying why, when they are not running.
 */
export const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether something accepts TCP connections on 127.0.0.1:port (1 s at most). */
export function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}
