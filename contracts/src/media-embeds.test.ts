import { describe, expect, it } from 'vitest';
import {
  EMBED_ORIGINS,
  EMBED_SANDBOX,
  embedAttributes,
  isAllowedEmbedSource,
} from './media-embeds';

describe('isAllowedEmbedSource', () => {
  it.each([
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30',
    'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD',
  ])('allows the video player %s', (src) => {
    expect(isAllowedEmbedSource(src)).toBe(true);
  });

  it.each([
    ['plain http', 'http://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['another host', 'https://evil.example/embed/x'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/x'],
    ['another path on a listed host', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['credentials in the address', 'https://user@www.youtube.com/embed/x'],
    ['another port', 'https://www.youtube.com:8443/embed/x'],
    ['a relative address', '/embed/x'],
    ['a protocol-relative address', '//www.youtube.com/embed/x'],
    ['a backslash', 'https://www.youtube.com\\@evil.example/embed/x'],
    ['a line break', 'https://www.you\ntube.com/embed/x'],
    ['nothing', undefined],
  ])('refuses %s', (_case, src) => {
    expect(isAllowedEmbedSource(src)).toBe(false);
  });
});

describe('embedAttributes', () => {
  it('keeps only the listed attributes and always adds the sandbox', () => {
    expect(
      embedAttributes({
        src: 'https://www.youtube.com/embed/abc',
        width: '560',
        height: '314',
        allowfullscreen: '',
        title: '你好',
        srcdoc: '<script>alert(1)</script>',
        sandbox: 'allow-top-navigation',
        onload: 'alert(1)',
        style: 'position:fixed',
      }),
    ).toEqual({
      src: 'https://www.youtube.com/embed/abc',
      width: '560',
      height: '314',
      allowfullscreen: 'allowfullscreen',
      title: '你好',
      sandbox: EMBED_SANDBOX,
    });
  });

  it('drops sizes that are not plain numbers and refuses other players', () => {
    expect(
      embedAttributes({ src: 'https://player.bilibili.com/player.html?bvid=1', width: '1;x' }),
    ).toEqual({ src: 'https://player.bilibili.com/player.html?bvid=1', sandbox: EMBED_SANDBOX });
    expect(embedAttributes({ src: 'https://evil.example/x' })).toBeUndefined();
  });

  it('names each host once for the content policy', () => {
    expect(EMBED_ORIGINS).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.bilibili.com',
    ]);
  });
});
