import { describe, expect, it } from 'vitest';
import { evenCues, webVtt } from './webvtt';

describe('webVtt', () => {
  it('writes numbered cues with hour-minute-second timestamps', () => {
    expect(webVtt(evenCues(['你好 nǐ hǎo', '你好: مرحبًا'], 8))).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\n你好 nǐ hǎo\n\n' +
        '2\n00:00:04.000 --> 00:00:08.000\n你好: مرحبًا\n',
    );
  });

  it('escapes markup and keeps a cue on one line', () => {
    expect(webVtt([{ start: 61.5, end: 3725.25, text: 'a < b & c\n\nd' }])).toContain(
      '00:01:01.500 --> 01:02:05.250\na &lt; b &amp; c d',
    );
  });
});
