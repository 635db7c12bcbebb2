import { describe, expect, it } from 'vitest';
import { FolderSyncs, GroupSync } from './group-sync';

/** A flush that waits until the test lets it finish, counting how many started. */
function heldFlushes() {
  const started: string[] = [];
  const releases: (() => void)[] = [];
  const flush = (name = '') =>
    new Promise<void>((resolve) => {
      started.push(name);
      releases.push(resolve);
    });
  const releaseAll = () => releases.splice(0).forEach((release) => release());
  return { started, flush, releaseAll };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('group sync', () => {
  it('lets callers who arrive during a flush share the next one', async () => {
    const { started, flush, releaseAll } = heldFlushes();
    const group = new GroupSync(() => flush());
    const first = group.sync();
    const waiting = [group.sync(), group.sync(), group.sync()];
    expect(started).toHaveLength(1);
    releaseAll();
    await first;
    await settle();
    // The three who came during the first flush wait for one that began after them.
    expect(started).toHaveLength(2);
    releaseAll();
    await Promise.all(waiting);
    expect(started).toHaveLength(2);
  });
});

describe('folder syncs', () => {
  it('flushes a folder once for the renames into it at the same time, and each folder apart', async () => {
    const { started, flush, releaseAll } = heldFlushes();
    const syncs = new FolderSyncs(flush);
    const first = [syncs.sync('/a'), syncs.sync('/b')];
    const shared = [syncs.sync('/a'), syncs.sync('/a'), syncs.sync('/a')];
    expect(started).toEqual(['/a', '/b']);
    releaseAll();
    await Promise.all(first);
    await settle();
    expect(started).toEqual(['/a', '/b', '/a']);
    releaseAll();
    await Promise.all(shared);
    // Nothing is kept once a folder's flushes are done: the next call starts a flush at once.
    const again = syncs.sync('/a');
    expect(started).toEqual(['/a', '/b', '/a', '/a']);
    releaseAll();
    await again;
  });
});
