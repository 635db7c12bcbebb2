import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * A baseline receiver: a bare Node HTTP server that writes each PUT body to its own file under
 * BENCH_RECEIVER_DIR, with no framework, parsing or checks; with BENCH_PUT_FSYNC=true it flushes
 * each file to disk (fsync) before answering (the small-files baseline). Used as the plain
 * receiver when nginx is not installed. GET answers 200 so the bench can tell it is up.
 */
const root = process.env.BENCH_RECEIVER_DIR!;
const flush = process.env.BENCH_PUT_FSYNC === 'true';
const server = http.createServer((request, response) => {
  if (request.method !== 'PUT') {
    response.end('ready');
    return;
  }
  const target = path.join(root, path.basename(request.url ?? 'body'));
  pipeline(request, fs.createWriteStream(target, { flush })).then(
    () => response.writeHead(201).end(),
    () => response.writeHead(500).end(),
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
