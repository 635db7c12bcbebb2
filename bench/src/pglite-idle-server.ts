import http from 'node:http';
import path from 'node:path';
import { openDatabase } from '@qiao/server/src/platform/db/database';

/**
 * Node with the embedded database open as the server opens it (`DATA_DIR`/db, a folder the server
 * left) and none of Qiao's modules: the memory bench subtracts a bare Node process from it to tell
 * what PGlite holds. Answers on its port once a query has run.
 */
const database = await openDatabase({
  kind: 'pglite',
  dataDir: path.join(process.env.DATA_DIR!, 'db'),
});
await database.ping();
// What opening left as garbage (the compiled module, the file bundle) is not PGlite's to hold; a
// server's own allocations collect it soon after start.
globalThis.gc?.();
const server = http.createServer((_request, response) => response.end('ok'));
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))));
