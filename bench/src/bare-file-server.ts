import fs from 'node:fs';
import http from 'node:http';

/**
 * The yardstick for serving files: a bare Node HTTP server streaming one file from disk with
 * `fs.createReadStream(...).pipe(response)`, whole or one `bytes=a-b` / `bytes=-n` range, with no
 * framework, security headers, database or signed address. Serves BENCH_SERVE_FILE. It reads in
 * 1 MiB pieces as Qiao's local store does: with Node's 64 KiB default the yardstick itself is slower.
 */
const file = process.env.BENCH_SERVE_FILE!;
const size = fs.statSync(file).size;

function rangeOf(header: string | undefined): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) return { start: Math.max(0, size - Number(match[2])), end: size - 1 };
  return {
    start: Number(match[1]),
    end: match[2] ? Math.min(Number(match[2]), size - 1) : size - 1,
  };
}

const server = http.createServer((request, response) => {
  // The readiness probe gets a word, not the file: it never reads the body, and a gigabyte left
  // unread would hold its connection, and so the server's close, open.
  if (request.url === '/ready') return void response.end('ready');
  const range = rangeOf(request.headers.range);
  const headers = { 'content-type': 'application/octet-stream', 'accept-ranges': 'bytes' };
  if (range) {
    response.writeHead(206, {
      ...headers,
      'content-length': range.end - range.start + 1,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    });
  } else response.writeHead(200, { ...headers, 'content-length': size });
  fs.createReadStream(file, { ...range, highWaterMark: 1024 * 1024 }).pipe(response);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare file server ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
