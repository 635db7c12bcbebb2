import { LEARNING_LIMITS } from '@qiao/contracts/limits';

export type Span = [from: number, to: number];

/** Milliseconds from a monotonic clock. */
type Clock = () => number;

/**
 * The spans of a video the learner really played, gathered between two reports. Playback starting
 * (`playing`) opens a span where it starts; each `timeupdate` while playing extends it when the
 * position moved forward by no more than playing could (a browser fires it every quarter second
 * or so, later on a busy machine); a pause or the end extends it to where playback stopped, since
 * the last `timeupdate` comes too early (at the end Chromium fires it already paused). A seek, or
 * a jump bigger than playing allows, closes it, so skipping ahead adds nothing. The server caps
 * the spans again by the wall clock.
 */
export class WatchedSpans {
  private done: Span[] = [];
  private open: Span | null = null;
  /** When the open span last moved, by `clock`. */
  private movedAt = 0;

  constructor(
    /** Forward steps up to this many seconds of media always count as playing. */
    private readonly maxStep = 1.5,
    private readonly clock: Clock = () => performance.now(),
  ) {}

  /** How far playing could have moved the position since the open span last moved. */
  private plausibleStep() {
    const elapsed = Math.max(0, (this.clock() - this.movedAt) / 1000);
    return Math.max(this.maxStep, elapsed * LEARNING_LIMITS.maxPlaybackRate + 0.5);
  }

  private extends(time: number) {
    return (
      this.open !== null && time >= this.open[1] && time - this.open[1] <= this.plausibleStep()
    );
  }

  /** The player is playing at `time` (it started there, or reached it). */
  played(time: number) {
    if (this.extends(time)) this.open![1] = time;
    else {
      this.close();
      this.open = [time, time];
    }
    this.movedAt = this.clock();
  }

  /**
   * A stretch the media element itself says was played before these spans were kept (a video
   * started before its player took it over): counted as it is.
   */
  playedBefore(from: number, to: number) {
    if (to > from) this.done.push([from, to]);
  }

  /** Playback stopped at `time` (paused, or ended there): the open span reaches it and closes. */
  stopped(time: number) {
    if (this.extends(time)) this.open![1] = time;
    this.close();
  }

  /** Playback stopped or jumped: the next `played` starts a new span. */
  close() {
    if (this.open && this.open[1] > this.open[0]) this.done.push(this.open);
    this.open = null;
  }

  /** The spans since the last take; an open span stays open from where it was cut. */
  take(): Span[] {
    const spans = [...this.done];
    if (this.open && this.open[1] > this.open[0]) {
      spans.push([this.open[0], this.open[1]]);
      this.open = [this.open[1], this.open[1]];
    }
    this.done = [];
    return spans.map(([from, to]): Span => [round(from), round(to)]);
  }
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
