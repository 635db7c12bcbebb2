/**
 * Sounds of a game. Effects are tones made with the Web Audio API (no files); `say` plays a
 * recorded sound when the round gives one, else speaks the Chinese text with the browser's speech
 * synthesis in a zh-CN voice. With sound off, nothing plays.
 */
export interface GameSound {
  readonly on: boolean;
  /** A short rising chime: an answer was right. */
  right(): void;
  /** A short low buzz: an answer was wrong. */
  wrong(): void;
  /** A three-note fanfare: the round is over. */
  finished(): void;
  /**
   * Plays `audio` (a recorded sound's address) or, when null, speaks `speech` in Chinese.
   * Resolves when it has ended; rejects when the browser can play neither.
   */
  say(spoken: { audio: string | null; speech: string }): Promise<void>;
}
