import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether a video was shown: each test gets it fresh.
async function earlyVideo() {
  vi.resetModules();
  return import('./early-video');
}

const MP4 = { url: '/api/content/media?token=a', mediaType: 'video/mp4', title: '热身：你好' };

const layer = () => document.getElementById('qiao-early-layer');

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a class hour's early video", () => {
  it('shows over the window with its controls and title, and moves into the player with its place kept', async () => {
    const { showEarlyVideo, adoptEarlyVideo } = await earlyVideo();
    const shown = showEarlyVideo(MP4);
    expect(layer()?.querySelector('video')).toBe(shown);
    expect(shown?.getAttribute('src')).toBe(MP4.url);
    expect(shown?.controls).toBe(true);
    expect(shown?.getAttribute('aria-label')).toBe(MP4.title);

    const box = document.createElement('div');
    document.body.append(box);
    const taken = adoptEarlyVideo(MP4.url, box);
    expect(taken).toBe(shown);
    expect(taken?.parentElement).toBe(box);
    expect(taken?.getAttribute('style')).toBeNull();
    expect(layer()).toBeNull();
    // Taken once: a second player of the page makes its own.
    expect(adoptEarlyVideo(MP4.url, box)).toBeUndefined();
  });

  it('is dropped when the player has another address, and none shows after that', async () => {
    const { showEarlyVideo, adoptEarlyVideo } = await earlyVideo();
    const shown = showEarlyVideo(MP4);
    expect(adoptEarlyVideo('/api/content/media?token=b', document.body)).toBeUndefined();
    expect(layer()).toBeNull();
    expect(shown?.hasAttribute('src')).toBe(false);
    expect(showEarlyVideo(MP4)).toBeUndefined();
    expect(layer()).toBeNull();
  });

  it('goes when the learner leaves the page before it is taken over', async () => {
    const { showEarlyVideo } = await earlyVideo();
    showEarlyVideo(MP4);
    window.dispatchEvent(new Event('hashchange'));
    expect(layer()).toBeNull();
  });

  it('is not shown for an HLS playlist, which the player plays through hls.js', async () => {
    const { showEarlyVideo } = await earlyVideo();
    expect(
      showEarlyVideo({
        ...MP4,
        url: '/hls/index.m3u8',
        mediaType: 'application/vnd.apple.mpegurl',
      }),
    ).toBeUndefined();
    expect(layer()).toBeNull();
  });

  it('is not shown once the page closed it (its player drew first)', async () => {
    const { showEarlyVideo, closeEarlyVideo } = await earlyVideo();
    closeEarlyVideo();
    expect(showEarlyVideo(MP4)).toBeUndefined();
  });
});
