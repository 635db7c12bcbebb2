import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { freePort, startProcess, superviseUntilReady, type Running } from './processes';

export interface PlainReceiver extends Running {
  /** What received the bytes, as printed beside the figure. */
  name: string;
  /** Where a body PUT to `${url}/${name}` ends up. */
  fileOf(name: string): string;
}

/** nginx's path when installed (Debian's package), else undefined. */
function nginxPath(): string | undefined {
  const found = spawnSync('which', ['nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * The yardstick for the part protocol: one plain PUT of the same bytes, written to disk. nginx
 * from Debian when installed (BENCH_UPLOAD_RECEIVER=node forces the other), else a bare Node
 * server; both in processes of their own, as Qiao is.
 */
export async function startPlainReceiver(workDir: string): Promise<PlainReceiver> {
  const root = path.join(workDir, 'received');
  await fs.mkdir(root, { recursive: true });
  const nginx = process.env.BENCH_UPLOAD_RECEIVER === 'node' ? undefined : nginxPath();
  const fileOf = (name: string) => path.join(root, name);
  if (!nginx) {
    const running = await startProcess(
      'bench/src/bare-put-server.ts',
      { BENCH_RECEIVER_DIR: root },
      '/',
    );
    return { ...running, name: 'a bare Node HTTP server', fileOf };
  }
  return { ...(await startNginx(nginx, workDir, root)), fileOf };
}

/**
 * A throwaway nginx: everything it writes (body buffers, temp files, logs, pid) under `workDir`,
 * one worker, PUT through the standard build's WebDAV module, which spools the body to a temp
 * file and renames it into place. `client_max_body_size 0` lifts the body limit.
 */
async function startNginx(nginx: string, workDir: string, root: string) {
  const port = await freePort();
  const prefix = path.join(workDir, 'nginx');
  await fs.mkdir(prefix, { recursive: true });
  const at = (name: string) => path.join(prefix, name);
  // As root, nginx would hand requests to `nobody`, who cannot write in this private folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const conf = `
daemon off;
worker_processes 1;
${user}
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${at('body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    client_max_body_size 0;
    location / {
      dav_methods PUT;
      dav_access user:rw;
    }
  }
}
`;
  await fs.writeFile(at('nginx.conf'), conf);
  const child = spawn(nginx, ['-p', prefix, '-c', at('nginx.conf'), '-e', at('error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { url, stop } = await superviseUntilReady(child, `http://127.0.0.1:${port}`, {
    // Any answer means nginx listens.
    isUp: () => true,
    attempts: 100,
    failure: async () =>
      `nginx did not start: ${await fs.readFile(at('error.log'), 'utf8').catch(() => '')}`,
  });
  const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim();
  return { url, stop, name: `${version.replace(/^nginx version: /, '')} (WebDAV PUT)` };
}
