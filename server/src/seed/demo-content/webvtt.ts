/** One caption line shown from `start` to `end` seconds. */
export interface Cue {
  start: number;
  end: number;
  text: string;
  /** WebVTT cue settings placing it (`line:0 align:center`), when not at the bottom. */
  settings?: string;
}

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}.${pad(millis, 3)}`;
}

/**
 * A WebVTT file. Cue text is escaped (`&`, `<`, `>`) since WebVTT reads it as markup, and a line
 * break inside a cue's text would end the cue early, so breaks become spaces.
 */
export function webVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, index) => {
    const body = cue.text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\s*\n\s*/g, ' ');
    const settings = cue.settings ? ` ${cue.settings}` : '';
    return `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}${settings}\n${body}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** Spreads lines evenly over a clip of `seconds`, one cue each. */
export function evenCues(lines: readonly string[], seconds: number): Cue[] {
  const span = seconds / Math.max(lines.length, 1);
  return lines.map((text, index) => ({ start: index * span, end: (index + 1) * span, text }));
}
