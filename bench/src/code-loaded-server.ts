import http from 'node:http';
import '@qiao/server/src/app';
import '@qiao/server/src/registered-modules';

/**
 * Node with every server module imported and nothing started (no database, no routes): the memory
 * bench subtracts a bare Node process from it to tell what Qiao's code and libraries hold loaded.
 */
// Garbage left by loading (sources read and compiled) is not what the code holds.
globalThis.gc?.();
const server = http.createServer((_request, response) => response.end('ok'));
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
