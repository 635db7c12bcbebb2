/** Whether an address is an HLS playlist (renditions), which plain <video> plays only in Safari. */
export function isHls(url: string, mediaType: string): boolean {
  return /mpegurl/i.test(mediaType) || /\.m3u8(\?|$)/i.test(url);
}

/**
 * Gives the video its source. Plain files (ranged MP4) go straight to `src`; an HLS playlist loads
 * hls.js on demand, so pages without renditions never download it. Returns a cleanup.
 */
export async function attachSource(
  video: HTMLVideoElement,
  url: string,
  mediaType: string,
): Promise<() => void> {
  if (!isHls(url, mediaType) || video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = url;
    return () => undefined;
  }
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    video.src = url;
    return () => undefined;
  }
  const hls = new Hls();
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
