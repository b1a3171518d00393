import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster of the test's own (Debian's binaries, a temp data directory, a free
 * port, its socket in the temp directory), so a test can stop and start "the database" without
 * touching the machine's shared server on 5432 that other tests use at the same time.
 */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  url: string;
  /** pg_ctl stop -m fast: backends are told to terminate (57P01), new connections refused. */
  stop(): Promise<void>;
  /** pg_ctl start -w: returns once the server accepts connections. */
  start(): Promise<void>;
  /**
   * SIGSTOP / SIGCONT to the postmaster and its backends: a database that hangs (a frozen VM, a
   * network partition that drops packets) rather than one that refuses connections.
   */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Stops the cluster (immediate) and removes its files. */
  destroy(): Promise<void>;
  log(): string;
}

/** Why the private cluster cannot be made here, or '' when it can. */
export function privatePostgresUnavailable(): string {
  for (const bin of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(path.join(PG_BIN, bin))) return `needs PostgreSQL server binaries in ${PG_BIN} (set PG_BIN); ${bin} is missing`;
  }
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser'))
    return 'running as root, and runuser (to run PostgreSQL as the postgres user) is missing';
  return '';
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  // PostgreSQL refuses to run as root: as root, run its binaries as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const pgRun = (bin: string, args: string[]) =>
    run(asRoot ? '/usr/sbin/runuser' : path.join(PG_BIN, bin), asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args] : args, {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', LANG: 'C' },
    });

  const port = await freePort();
  const superuser = asRoot ? 'postgres' : userInfo().username;
  await pgRun('initdb', ['-D', data, '-A', 'trust', '-U', superuser, '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=50`;
  const ctl = (...args: string[]) => pgRun('pg_ctl', ['-D', data, '-l', logFile, ...args]);
  const start = async () => {
    await ctl('-o', options, '-w', '-t', '30', 'start');
  };
  await start();
  /** This cluster's processes only: the postmaster named in its pid file, and its children. */
  const clusterPids = async (): Promise<number[]> => {
    const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).catch(() => ({ stdout: '' }));
    return [postmaster, ...stdout.split(/\s+/).filter(Boolean).map(Number)];
  };
  return {
    url: `postgres://${superuser}@127.0.0.1:${port}/postgres`,
    start,
    stop: async () => {
      await ctl('-m', 'fast', '-w', 'stop');
    },
    freeze: async () => {
      for (const pid of await clusterPids()) process.kill(pid, 'SIGSTOP');
    },
    thaw: async () => {
      for (const pid of await clusterPids()) process.kill(pid, 'SIGCONT');
    },
    destroy: async () => {
      await Promise.resolve()
        .then(async () => {
          for (const pid of await clusterPids()) process.kill(pid, 'SIGCONT');
        })
        .catch(() => {});
      await ctl('-m', 'immediate', '-w', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
}
