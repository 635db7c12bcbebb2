import { BasePlugin, type PluginOpts } from '@uppy/core';
import type { UserFile } from '@qiao/contracts/drive';
import { ERRORS } from '@qiao/contracts/errors';
import { nextSendGroup, UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { ApiError } from '../../../api/api-error';
import { UnreadableFileError } from '../hash/hash-in-worker';
import { unfinishedMemory } from '../rules/unfinished-uploads';
import { fileProgress } from '../rules/upload-progress';
import { nextSpeed } from '../rules/upload-speed';
import { NEW_TRACK, type UploadTrack } from '../rules/upload-track';
import { runGroupUpload, type GroupMember } from '../transfer/group-upload';
import { uploadRunFor, type UploaderDeps } from '../transfer/one-request-upload';
import { PartNetworkError } from '../transfer/part-request';
import type { UploadJob } from '../transfer/upload-run';
import type { UploadBody, UploadMeta, UploaderState, UploadUppy } from './upload-types';

export type UploaderMessage = 'network' | 'timeout' | 'pleaseUploadFirst' | 'uploadFailed';

export interface QiaoUploaderOptions extends PluginOpts {
  deps: UploaderDeps;
  /** Whose unfinished uploads are remembered in this browser; none when unknown. */
  userId: () => string | undefined;
  message: (key: UploaderMessage) => string;
  onUploaded: (file: UserFile) => void;
  /** Nothing left to send; `succeeded` files finished since the last time. */
  onIdle: (succeeded: number) => void;
  /** A file could not be read; it is cancelled after the spec's notice. */
  onUnreadable: (name: string) => void;
}

const FINISHED = new Set(['success', 'unreadable']);

/**
 * Qiao's uploader for Uppy. Uppy's core keeps the files and drives pause, resume, retry and
 * removal; this plugin sends them by our own protocol. @uppy/aws-s3 does not fit it: since v6 it
 * signs and sends S3's create, list and complete calls itself, and has no hooks for a server that
 * owns the multipart upload; v5 had those hooks but forces parts of at least 5 MiB and sends
 * smaller files in one PUT, while the local store takes 1 MiB parts by multipart POST. One plugin
 * serves both stores: only the part sender differs (see transfer/part-senders.ts).
 */
export class QiaoUploader extends BasePlugin<
  QiaoUploaderOptions,
  UploadMeta,
  UploadBody,
  UploaderState
> {
  #waiting: string[] = [];
  /** Each file on its way, with what stops it (a group's files stop their group's request). */
  #running = new Map<string, AbortController>();
  /** Requests runs going on: a file alone, or a group of small files sent together. */
  #runs = 0;
  /** Changes made since the last refresh; progress reaches the screen every 500 ms (spec §9). */
  #pending = new Map<string, Partial<UploadTrack>>();
  #bytes = new Map<string, number>();
  #sampled = new Set<string>();
  #succeeded = 0;
  #closing = false;
  #ticker: ReturnType<typeof setInterval> | undefined;
  #lastTick = 0;
  #memory = unfinishedMemory(() => this.opts.userId());

  constructor(uppy: UploadUppy, opts: QiaoUploaderOptions) {
    super(uppy, opts);
    this.id = 'QiaoUploader';
    this.type = 'uploader';
  }

  override install(): void {
    const leftBefore = this.#memory.list();
    this.setPluginState({ open: leftBefore.length > 0, tracks: {}, cancelled: 0, leftBefore });
    this.uppy.setState({
      capabilities: { ...this.uppy.getState().capabilities, resumableUploads: true },
    });
    this.uppy.addUploader(this.#upload);
    this.uppy.on('file-added', this.#onAdded);
    this.uppy.on('file-removed', this.#onRemoved);
    this.uppy.on('upload-pause', this.#onPause);
    window.addEventListener('online', this.#onOnline);
    this.#lastTick = performance.now();
    this.#ticker = setInterval(this.#tick, UPLOAD_LIMITS.progressIntervalMs);
  }

  override uninstall(): void {
    this.uppy.removeUploader(this.#upload);
    this.uppy.off('file-added', this.#onAdded);
    this.uppy.off('file-removed', this.#onRemoved);
    this.uppy.off('upload-pause', this.#onPause);
    window.removeEventListener('online', this.#onOnline);
    clearInterval(this.#ticker);
    for (const controller of this.#running.values()) controller.abort();
  }

  open(): void {
    this.setPluginState({ open: true });
  }

  /** Closing the panel cancels every file, unfinished uploads on the server too (spec §4). */
  close(): void {
    this.#closing = true;
    this.uppy.cancelAll();
    this.#closing = false;
    this.setPluginState({ open: false, tracks: {}, cancelled: 0 });
  }

  /** The user has seen the list of uploads left by an earlier page. */
  dismissLeftBefore(): void {
    const { leftBefore, tracks } = this.getPluginState();
    const stillHere = new Set(Object.values(tracks).map((track) => track.uploadId));
    this.#memory.forget(
      leftBefore.map((entry) => entry.uploadId).filter((id) => !stillHere.has(id)),
    );
    this.setPluginState({ leftBefore: [] });
  }

  #track(fileId: string): UploadTrack | undefined {
    return this.getPluginState().tracks?.[fileId];
  }

  /** Applies changes now (a phase change) or at the next refresh (progress only). */
  #update(fileId: string, patch: Partial<UploadTrack>, now = 'phase' in patch): void {
    this.#pending.set(fileId, { ...this.#pending.get(fileId), ...patch });
    if (now) this.#flush();
  }

  #flush(): void {
    if (this.#pending.size === 0) return;
    const tracks = { ...this.getPluginState().tracks };
    for (const [fileId, patch] of this.#pending) {
      const current = tracks[fileId];
      if (!current) continue;
      const next = { ...current, ...patch };
      next.progress = fileProgress(next.phase, next.transferred, current.progress);
      tracks[fileId] = next;
    }
    this.#pending.clear();
    this.setPluginState({ tracks });
  }

  #tick = (): void => {
    const now = performance.now();
    const elapsed = now - this.#lastTick;
    this.#lastTick = now;
    for (const fileId of this.#running.keys()) {
      const track = this.#track(fileId);
      if (!track || track.phase !== 'uploading') continue;
      const previous = this.#sampled.has(fileId) ? track.speed : undefined;
      this.#sampled.add(fileId);
      const speed = nextSpeed(previous, this.#bytes.get(fileId) ?? 0, elapsed);
      this.#bytes.set(fileId, 0);
      this.#update(fileId, { speed }, false);
    }
    this.#flush();
  };

  #onAdded = (file: { id: string }): void => {
    const tracks = { ...this.getPluginState().tracks, [file.id]: { ...NEW_TRACK } };
    this.setPluginState({ tracks });
  };

  /**
   * Uppy hands over new files, and a file to retry. Marking them started at once keeps a later
   * batch from handing them over again; a file paused before its turn stays paused.
   */
  #upload = async (fileIds: string[]): Promise<void> => {
    const files = this.uppy
      .getFilesByIds(fileIds)
      .filter((file) => !file.isPaused && this.#track(file.id)?.phase !== 'success');
    if (files.length === 0) return;
    this.uppy.emit('upload-start', files);
    // All queued before any is started, so the small ones among them can go together.
    for (const file of files) this.#enqueue(file.id, false);
    this.#pump();
  };

  #enqueue(fileId: string, pump = true): void {
    if (this.#running.has(fileId) || this.#waiting.includes(fileId)) return;
    this.#update(fileId, { phase: 'waiting', error: undefined, errorKind: undefined, speed: 0 });
    this.#waiting.push(fileId);
    if (pump) this.#pump();
  }

  #pump(): void {
    while (this.#runs < UPLOAD_LIMITS.simultaneousFiles && this.#waiting.length > 0) {
      const next = this.#takeNextGroup();
      if (next.length > 1) void this.#startGroup(next);
      else void this.#start(next[0] as string);
    }
    if (this.#running.size === 0 && this.#waiting.length === 0 && this.#succeeded > 0) {
      const succeeded = this.#succeeded;
      this.#succeeded = 0;
      this.opts.onIdle(succeeded);
    }
  }

  /**
   * The files to send next: small files waiting go together in one request when the uploader
   * can send them so (decision 073); any other file goes alone.
   */
  #takeNextGroup(): string[] {
    if (!this.opts.deps.sendOneRequest) return [this.#waiting.shift() as string];
    // A look a few groups ahead is enough, and keeps a queue of thousands from being read whole.
    const sized = this.#waiting.slice(0, 4 * UPLOAD_LIMITS.groupFiles).map((id) => {
      const file = this.uppy.getFile(id);
      const blob = file?.isRemote ? undefined : file?.data;
      return { id, size: blob ? blob.size : Number.POSITIVE_INFINITY };
    });
    const group = nextSendGroup(sized);
    const taken = new Set(group);
    this.#waiting = this.#waiting.filter((id) => !taken.has(id));
    return group;
  }

  /** What a run is given to send one file and tell its progress. */
  #jobOf(fileId: string, blob: Blob, track: UploadTrack): Omit<UploadJob, 'signal' | 'onPlan'> {
    const file = this.uppy.getFile(fileId);
    return {
      blob,
      fileName: file.name ?? file.meta.name,
      folder: file.meta.folder,
      md5: track.md5,
      update: (patch) => this.#update(fileId, patch),
      onBytes: (bytes) => this.#bytes.set(fileId, (this.#bytes.get(fileId) ?? 0) + bytes),
    };
  }

  async #start(fileId: string): Promise<void> {
    const file = this.uppy.getFile(fileId);
    const track = this.#track(fileId);
    const blob = file?.isRemote ? undefined : file?.data;
    if (!file || !track || !blob) return;
    const controller = new AbortController();
    this.#running.set(fileId, controller);
    this.#runs += 1;
    this.#sampled.delete(fileId);
    try {
      // Small files go in one request; larger ones by the resumable part protocol.
      const runUpload = uploadRunFor(blob.size, this.opts.deps);
      await runUpload(
        {
          ...this.#jobOf(fileId, blob, track),
          signal: controller.signal,
          onPlan: (plan) => {
            // A file left by an earlier page is back: it no longer needs mentioning.
            const { leftBefore } = this.getPluginState();
            if (leftBefore.some((entry) => entry.uploadId === plan.uploadId)) {
              const others = leftBefore.filter((entry) => entry.uploadId !== plan.uploadId);
              this.setPluginState({ leftBefore: others });
            }
            const entry = { uploadId: plan.uploadId, name: plan.FileName, size: blob.size };
            this.#memory.remember({ ...entry, folder: file.meta.folder });
          },
        },
        this.opts.deps,
      );
      this.#succeed(fileId);
    } catch (error) {
      if (!controller.signal.aborted) this.#fail(fileId, error);
    } finally {
      this.#running.delete(fileId);
      this.#runs -= 1;
      this.#pump();
    }
  }

  /**
   * Small files in one request, each answered on its own. Pausing or removing one of them stops
   * the request; the others then wait for their turn again, first in line.
   */
  async #startGroup(fileIds: string[]): Promise<void> {
    const send = this.opts.deps.sendOneRequest;
    const group = new AbortController();
    const members: { fileId: string; controller: AbortController; job: GroupMember }[] = [];
    for (const fileId of fileIds) {
      const file = this.uppy.getFile(fileId);
      const track = this.#track(fileId);
      const blob = file?.isRemote ? undefined : file?.data;
      if (!file || !track || !blob) continue;
      const controller = new AbortController();
      controller.signal.addEventListener('abort', () => group.abort(), { once: true });
      this.#running.set(fileId, controller);
      this.#sampled.delete(fileId);
      members.push({ fileId, controller, job: this.#jobOf(fileId, blob, track) });
    }
    if (!send || members.length === 0) return;
    this.#runs += 1;
    try {
      const hash = this.opts.deps.hashInPage ?? this.opts.deps.hash;
      const jobs = members.map((member) => member.job);
      const outcomes = await runGroupUpload(jobs, group.signal, hash, send);
      for (const [i, outcome] of outcomes.entries()) {
        const { fileId, controller } = members[i]!;
        if (controller.signal.aborted) continue;
        if (outcome.ok) this.#succeed(fileId);
        else this.#fail(fileId, outcome.error);
      }
    } catch (error) {
      if (!group.signal.aborted) {
        for (const { fileId } of members) this.#fail(fileId, error);
        return;
      }
      // Stopped by one of its files: the others go again, first in line and in their order.
      const again = members
        .filter(({ fileId, controller }) => !controller.signal.aborted && this.uppy.getFile(fileId))
        .map(({ fileId }) => fileId);
      for (const fileId of again) this.#update(fileId, { phase: 'waiting', speed: 0 });
      this.#waiting.unshift(...again);
    } finally {
      for (const { fileId } of members) this.#running.delete(fileId);
      this.#runs -= 1;
      this.#pump();
    }
  }

  #succeed(fileId: string): void {
    const track = this.#track(fileId);
    if (track?.uploadId) this.#memory.forget([track.uploadId]);
    this.#succeeded += 1;
    const file = this.uppy.getFile(fileId);
    if (file) this.uppy.emit('upload-success', file, { status: 200, body: {}, uploadURL: '' });
    if (track?.userFile) this.opts.onUploaded(track.userFile);
  }

  #fail(fileId: string, error: unknown): void {
    const file = this.uppy.getFile(fileId);
    if (error instanceof UnreadableFileError) {
      this.#update(fileId, { phase: 'unreadable', speed: 0 });
      this.opts.onUnreadable(file?.name ?? '');
      setTimeout(() => {
        if (this.uppy.getFile(fileId)) this.uppy.removeFile(fileId);
      }, UPLOAD_LIMITS.readErrorNoticeMs);
      return;
    }
    const network =
      error instanceof PartNetworkError ||
      (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'));
    const timedOut =
      (error instanceof PartNetworkError && error.timedOut) ||
      (error instanceof ApiError && error.kind === 'timeout');
    const message =
      error instanceof ApiError && !network && error.message
        ? error.message
        : this.opts.message(network ? (timedOut ? 'timeout' : 'network') : 'uploadFailed');
    // The server got other bytes than hashed (the file changed on disk?): hash and plan anew.
    if (error instanceof ApiError && error.code === ERRORS.uploadVerifyFailed.code) {
      this.#update(fileId, { md5: undefined, uploadId: undefined });
    }
    // Kept in the track only: Uppy would retry every failed file whenever new files are added.
    this.#update(fileId, {
      phase: 'error',
      speed: 0,
      error: message,
      errorKind: network ? 'network' : 'server',
    });
  }

  #onPause = (file: { id: string } | undefined, isPaused: boolean): void => {
    if (!file) return;
    if (!isPaused) {
      this.#enqueue(file.id);
      return;
    }
    this.#waiting = this.#waiting.filter((id) => id !== file.id);
    this.#running.get(file.id)?.abort();
    this.#update(file.id, { phase: 'paused', speed: 0 });
  };

  #onRemoved = (file: { id: string }): void => {
    this.#waiting = this.#waiting.filter((id) => id !== file.id);
    this.#running.get(file.id)?.abort();
    this.#pending.delete(file.id);
    const track = this.#track(file.id);
    const { [file.id]: _gone, ...tracks } = this.getPluginState().tracks;
    const unfinished = track !== undefined && !FINISHED.has(track.phase);
    const cancelledNow = track !== undefined && track.phase !== 'success';
    if (unfinished && track.uploadId) {
      // Gives the reserved quota back; the cleanup job would do it after 24 hours anyway.
      this.opts.deps.calls.cancel(track.uploadId).catch(() => {});
      this.#memory.forget([track.uploadId]);
    }
    const cancelled = this.getPluginState().cancelled + (cancelledNow && !this.#closing ? 1 : 0);
    this.setPluginState({ tracks, cancelled });
    this.#pump();
  };

  /** Back online: files cut off by the network carry on from their checkpoint (spec §4). */
  #onOnline = (): void => {
    for (const [fileId, track] of Object.entries(this.getPluginState().tracks)) {
      if (track.phase !== 'error' || track.errorKind !== 'network') continue;
      if (track.uploadId) void this.uppy.retryUpload(fileId);
      else this.#update(fileId, { error: this.opts.message('pleaseUploadFirst') });
    }
  };
}
