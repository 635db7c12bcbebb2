import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { collectWhenIdle, fullCollection } from './idle-collection';

const MB = 1024 * 1024;
const limits = { quietMs: 40, growthBytes: 10 * MB, checkEveryMs: 5 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `holds()` (a busy machine may run the watch late), failing after 5 s. */
async function until(holds: () => boolean) {
  const deadline = performance.now() + 5000;
  while (!holds()) {
    if (performance.now() > deadline) throw new Error('the watch did not act in time');
    await pause(5);
  }
}

/** A server whose answers wait until the test lets them go; the heap is what the test says. */
async function watchedServer() {
  const held: (() => void)[] = [];
  const server = http.createServer((_request, response) => {
    held.push(() => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const heap = { used: 60 * MB, collections: 0 };
  const watch = collectWhenIdle(
    server,
    {
      heapUsed: () => heap.used,
      collect: () => {
        heap.collections += 1;
        heap.used = 90 * MB;
      },
      now: () => performance.now(),
    },
    limits,
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  // What starting left goes first, at the first quiet moment.
  await until(() => heap.collections === 1);
  const close = async () => {
    watch.stop();
    held.splice(0).forEach((answer) => answer());
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { server, url, held, heap, close };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('collecting garbage when the server goes quiet', () => {
  it('waits for the request in flight, then collects once, and not again until the heap grows', async () => {
    const watched = await watchedServer();
    close = watched.close;
    const answer = fetch(watched.url).then((response) => response.text());
    while (watched.held.length === 0) await pause(5);
    watched.heap.used = 300 * MB;
    await pause(limits.quietMs * 4);
    expect(watched.heap.collections).toBe(1);

    watched.held.shift()!();
    expect(await answer).toBe('ok');
    await until(() => watched.heap.collections > 1);
    expect(watched.heap.collections).toBe(2);
    expect(watched.heap.used).toBe(90 * MB);

    watched.heap.used = 95 * MB;
    await pause(limits.quietMs * 4);
    expect(watched.heap.collections).toBe(2);
  });

  it('counts a request whose client went away as ended', async () => {
    const watched = await watchedServer();
    close = watched.close;
    const gone = new AbortController();
    const request = fetch(watched.url, { signal: gone.signal }).catch(() => 'aborted');
    while (watched.held.length === 0) await pause(5);
    watched.heap.used = 300 * MB;
    gone.abort();
    expect(await request).toBe('aborted');
    await until(() => watched.heap.collections > 1);
    expect(watched.heap.collections).toBe(2);
  });

  it('collects what starting left at the first quiet moment, and then only after growth', async () => {
    const watched = await watchedServer();
    close = watched.close;
    expect(watched.heap.used).toBe(90 * MB);
    await pause(limits.quietMs * 4);
    expect(watched.heap.collections).toBe(1);
  });
});

describe('a full collection', () => {
  it('hands back garbage the heap holds', () => {
    const collect = fullCollection();
    collect();
    const before = v8.getHeapStatistics().used_heap_size;
    const held: { garbage?: number[][] } = {
      garbage: Array.from({ length: 200 }, () => Array.from({ length: 20_000 }, (_, i) => i + 0.5)),
    };
    expect(v8.getHeapStatistics().used_heap_size - before).toBeGreaterThan(20 * MB);
    delete held.garbage;
    collect();
    expect(v8.getHeapStatistics().used_heap_size - before).toBeLessThan(5 * MB);
  });

  it('leaves gc out of the contexts made later', async () => {
    fullCollection();
    const vm = await import('node:vm');
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});
