/**
 * Flushes one file for many writers at once (group commit): a caller waits for a flush that began
 * after its own write, and every caller that arrives while a flush runs shares the next one. Three
 * parts in flight then cost about one flush each round, not three.
 */
export class GroupSync {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(private readonly flush: () => Promise<void>) {}

  /** Resolves once a flush that started after this call has finished. */
  sync(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) {
      this.running = this.flush().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    // A flush is under way, maybe from before this caller's write: the next one covers it.
    this.queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.sync();
      });
    return this.queued;
  }
}

/**
 * One `GroupSync` per folder, made on first use and dropped once its flushes are done: renames
 * into the same folder at the same time share one flush of it.
 */
export class FolderSyncs {
  private readonly syncs = new Map<string, { group: GroupSync; waiting: number }>();

  constructor(private readonly flushFolder: (folder: string) => Promise<void>) {}

  /** Resolves once a flush of `folder` that started after this call has finished. */
  async sync(folder: string): Promise<void> {
    let entry = this.syncs.get(folder);
    if (!entry) {
      entry = { group: new GroupSync(() => this.flushFolder(folder)), waiting: 0 };
      this.syncs.set(folder, entry);
    }
    entry.waiting += 1;
    try {
      await entry.group.sync();
    } finally {
      entry.waiting -= 1;
      if (entry.waiting === 0) this.syncs.delete(folder);
    }
  }
}
