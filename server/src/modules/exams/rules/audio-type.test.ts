import { describe, expect, it } from 'vitest';
import { audioTypeOf } from './audio-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('the type of a stored sound', () => {
  it.each([
    ['an MP3 with its tag', bytes('ID3', [4, 0, 0]), 'audio/mpeg'],
    ['an MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['Ogg', bytes('OggS', [0, 2]), 'audio/ogg'],
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), 'audio/wav'],
    ['M4A', bytes([0, 0, 0, 32], 'ftypM4A '), 'audio/mp4'],
    ['FLAC', bytes('fLaC'), 'audio/flac'],
    ['anything else', bytes('hello'), 'application/octet-stream'],
  ])('tells %s', (_, head, type) => {
    expect(audioTypeOf(head)).toBe(type);
  });
});
