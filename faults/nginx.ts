/**
 * nginx from Debian in front of the app's processes, as docs/deploy.md sets it up: one
 * round-robin upstream, a request that cannot reach one process tried on the next. It runs as
 * the test's user with a prefix, configuration and temporary folders of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/testing/free-port.ts';
import { sleep } from './server.ts';

const NGINX = '/usr/sbin/nginx';

export type Nginx = { url: string; errorLog: () => string; stop: () => Promise<void> };

export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not at ${NGINX}: apt-get install -y nginx (.ci/run installs it)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-faults-nginx-'));
  const temp = path.join(dir, 'tmp');
  mkdirSync(temp);
  const port = await freePort();
  const errorLog = path.join(dir, 'error.log');
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  client_max_body_size 600m;
  upstream atrium {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://atrium;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that refuses the connection (stopping, or not started yet) is skipped at once,
      # and never marked down: the next rolling step cannot find every process marked down.
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const nginx: Nginx = {
    url,
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '') + stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${nginx.errorLog()}`);
    try {
      await fetch(`${url}/api/healthz/`, { signal: AbortSignal.timeout(1_000) });
      return nginx;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer: ${nginx.errorLog()}`);
      await sleep(50);
    }
  }
}
