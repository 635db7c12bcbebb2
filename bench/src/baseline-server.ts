import http from 'node:http';

/**
 * The yardstick: a bare Node HTTP server answering the same envelope bytes with no framework,
 * validation, security headers or database. Qiao's figures are printed as ratios to it.
 */
const body = JSON.stringify({ success: true, code: 0, message: 'Success', data: { status: 'ok' } });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
