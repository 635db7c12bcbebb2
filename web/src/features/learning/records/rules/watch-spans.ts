export type Span = [from: number, to: number];

/**
 * The spans of a video the learner really played, gathered between two reports. Each `timeupdate`
 * while playing extends the open span when the position moved forward by about what playback
 * gives (a browser fires it every quarter second or so); a seek, or a jump bigger than that,
 * closes it, so skipping ahead adds nothing. The server caps the spans again by the wall clock.
 */
export class WatchedSpans {
  private done: Span[] = [];
  private open: Span | null = null;

  /** Larger forward steps than this (seconds of media) count as a seek, not as playing. */
  constructor(private readonly maxStep = 1.5) {}

  /** The player reached `time` while playing. */
  played(time: number) {
    if (this.open && time >= this.open[1] && time - this.open[1] <= this.maxStep) {
      this.open[1] = time;
      return;
    }
    this.close();
    this.open = [time, time];
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
