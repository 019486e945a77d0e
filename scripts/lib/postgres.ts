/**
 * A PostgreSQL cluster of our own in a temporary directory, on a free loopback port: `npm test`
 * runs the API suite on one, and the fault tests stop and restart theirs under load.
 * PostgreSQL refuses to run as root, so as root its binaries run as the `postgres` user.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../../apps/server/src/testing/free-port.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

export type PostgresCluster = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** The server's log file. */
  logFile: string;
  /** Starts the server (again) on the same data and port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops the server: 'fast' ends sessions cleanly, 'immediate' kills them (crash recovery follows). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server if it runs and removes its files. Safe to call twice. */
  destroy(): void;
};

export type ClusterOptions = {
  /** Progress lines; console.log by default. */
  log?: (line: string) => void;
  /** Receives `destroy` before anything is created, so an interrupted start is cleaned up too. */
  onCleanup?: (destroy: () => void) => void;
  /** Where the cluster's directory is made: the system's temporary directory by default. */
  parent?: string;
};

/** The directory holding initdb, pg_ctl and postgres; 15 preferred. */
function findPostgresBinaries(): string | undefined {
  const has = (dir: string) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(path.join(dir, b)));
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  candidates.push('/usr/lib/postgresql/15/bin');
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  if (existsSync('/usr/lib/postgresql')) {
    const versions = spawnSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' }).stdout.split(/\s+/).filter(Boolean);
    for (const v of versions.sort((a, b) => Number(b) - Number(a))) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(dir);
  return candidates.find(has);
}

/** The `postgres` user's ids, for running PostgreSQL when we are root. */
function postgresUser(): { uid: number; gid: number } {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'Running as root, but there is no `postgres` user to run PostgreSQL as (apt-get install postgresql creates it).',
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL binary as the `postgres` user when we are root (postgres refuses root). */
function pgCommand(binary: string, args: string[]): [string, string[]] {
  if (!isRoot) return [binary, args];
  if (spawnSync('runuser', ['--help'], { stdio: 'ignore' }).status === 0) {
    return ['runuser', ['-u', 'postgres', '--', binary, ...args]];
  }
  const quoted = [binary, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]];
}

function pgSync(binary: string, args: string[]) {
  const [command, argv] = pgCommand(binary, args);
  return spawnSync(command, argv, { encoding: 'utf8', stdio: 'pipe' });
}

/** pgSync without blocking the event loop: the fault tests keep their load running meanwhile. */
function pgAsync(binary: string, args: string[]): Promise<{ status: number | null; output: string }> {
  const [command, argv] = pgCommand(binary, args);
  return new Promise((resolve) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ status: null, output: String(error) }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Creates a cluster with initdb in a temporary directory and starts it. */
export async function startPostgres(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const bin = findPostgresBinaries();
  if (!bin) {
    throw new Error(
      'PostgreSQL binaries (initdb, pg_ctl, postgres) not found. Install PostgreSQL 15: ' +
        '`apt-get install -y postgresql` (CI installs it), or set PG_BINDIR.',
    );
  }
  const version = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  log(`Using ${version} from ${bin}`);

  const dir = mkdtempSync(path.join(options.parent ?? tmpdir(), 'atrium-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const pgCtl = path.join(bin, 'pg_ctl');
  const isRunning = () => existsSync(path.join(dataDir, 'postmaster.pid'));
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    if (isRunning()) pgSync(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  options.onCleanup?.(destroy);

  try {
    if (isRoot) {
      const { uid, gid } = postgresUser();
      chownSync(dir, uid, gid);
      chmodSync(dir, 0o700);
    }
    const init = pgSync(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout ?? ''}${init.stderr ?? ''}`);

    const port = await freePort();
    const settings = [
      '-c listen_addresses=127.0.0.1',
      `-p ${port}`,
      `-k ${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    const start = async () => {
      const started = await pgAsync(pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', settings, 'start']);
      if (started.status !== 0) {
        const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        throw new Error(`PostgreSQL did not start:\n${started.output}${serverLog}`);
      }
    };
    const stop = async (mode: 'fast' | 'immediate') => {
      const stopped = await pgAsync(pgCtl, ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      if (stopped.status !== 0) throw new Error(`pg_ctl stop -m ${mode} failed:\n${stopped.output}`);
    };
    await start();
    log(`PostgreSQL listening on 127.0.0.1:${port} (data in ${dataDir})`);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, logFile, start, stop, destroy };
  } catch (error) {
    destroy();
    throw error;
  }
}
