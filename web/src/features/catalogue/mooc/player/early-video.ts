import { EARLY_LAYER_ID } from '../../../../app/first-screen';
import { isHls } from './components/attach-source';

/**
 * A class hour's video shown before the app has drawn its page (docs/decisions/067). The page's
 * early start places it in a layer over the window the moment the content's signed address
 * arrives, so the learner can start it while the app's code is still loading; the page's player
 * then takes this very element into its own box (moving it within one task keeps it playing), and
 * the layer goes. Plain files only: an HLS playlist needs hls.js, which the player loads itself.
 */

interface EarlyVideo {
  url: string;
  element: HTMLVideoElement;
}

let shown: EarlyVideo | undefined;
// Once the page has its own player (or the learner left the page), no early video may show.
let closed = false;

/** The layer's look, set through the style object: the page's policy allows no inline styles. */
function styleLayer(layer: HTMLElement) {
  Object.assign(layer.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2000',
    display: 'grid',
    placeItems: 'center',
    padding: '1.5rem',
    background: '#f4f7f6',
  });
}

function styleVideo(video: HTMLVideoElement) {
  Object.assign(video.style, {
    inlineSize: 'min(100%, 60rem)',
    maxBlockSize: '70vh',
    borderRadius: '10px',
    background: '#000',
  });
}

/**
 * Shows the class content's video at `url` over the window, with the browser's own controls,
 * unless the page's player is already drawn or a video is already shown. Answers the element.
 */
export function showEarlyVideo(
  input: { url: string; mediaType: string; title: string },
  doc: Document = document,
): HTMLVideoElement | undefined {
  if (closed || shown || isHls(input.url, input.mediaType) || !doc.body) return undefined;
  const layer = doc.createElement('div');
  layer.id = EARLY_LAYER_ID;
  styleLayer(layer);
  const video = doc.createElement('video');
  video.controls = true;
  video.preload = 'auto';
  video.playsInline = true;
  video.setAttribute('aria-label', input.title);
  styleVideo(video);
  video.src = input.url;
  layer.append(video);
  doc.body.append(layer);
  shown = { url: input.url, element: video };
  // The learner went elsewhere (back, a link) before the page took the video over.
  doc.defaultView?.addEventListener('hashchange', () => closeEarlyVideo(doc), { once: true });
  return video;
}

/**
 * The player's element: the early video of `url` moved into `box` (it plays on), or nothing when
 * none or another one was shown. Either way the layer goes and no early video shows after this.
 */
export function adoptEarlyVideo(
  url: string,
  box: HTMLElement,
  doc: Document = document,
): HTMLVideoElement | undefined {
  if (!shown || shown.url !== url) {
    closeEarlyVideo(doc);
    return undefined;
  }
  const { element } = shown;
  shown = undefined;
  closed = true;
  element.removeAttribute('style');
  // Moved before the layer goes: a media element taken out of the page pauses.
  box.append(element);
  doc.getElementById(EARLY_LAYER_ID)?.remove();
  return element;
}

/** Removes the early video, if any, for good: the page drew something else, or was left. */
export function closeEarlyVideo(doc: Document = document): void {
  closed = true;
  if (!shown) return;
  shown.element.pause();
  shown.element.removeAttribute('src');
  shown.element.load();
  shown = undefined;
  doc.getElementById(EARLY_LAYER_ID)?.remove();
}
