import type { EarlyCall, EarlyStartContext } from '../../app/early-start';
import { preloadPageCode } from '../../app/page-code';
import { loadHomePage } from './load-home-page';

/** getIndexContent, the call the home's content waits for. */
export const HOME_CONTENT_CALL = {
  method: 'POST',
  path: '/api/Index/getIndexContent',
} as const satisfies EarlyCall;

interface IndexAnswer {
  data?: { banners?: { cover: string | null }[] };
}

/** Asks the browser for an image now, ahead of everything else, for the element that shows it. */
function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * The home, started by the entry: its code and its content at once, and the first banner's cover
 * (the largest thing on the first screen) as soon as the content names it, so it has arrived by
 * the time the banner is drawn. The page's own call takes this answer (api/early-calls.ts).
 */
export function startEarly({ language, send }: EarlyStartContext): void {
  preloadPageCode(loadHomePage, language, { antd: false, translations: 'first-paint' });
  void send(HOME_CONTENT_CALL, undefined).then((answer) => {
    const cover = (answer as IndexAnswer | undefined)?.data?.banners?.[0]?.cover;
    if (cover) preloadImage(cover);
  });
}
