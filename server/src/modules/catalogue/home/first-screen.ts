import { HOME_ROUTES } from '@qiao/contracts/catalogue-pages';
import type { ContentCard } from '@qiao/contracts/catalogue-home';
import type { Language } from '@qiao/contracts/languages';
import { LIMITS } from '@qiao/contracts/limits';
import type { Db } from '../../../platform/db/database';
import { escapeHtml } from '../../../platform/html/escape-html';
import {
  FIRST_SCREEN_COVER_ATTRIBUTE,
  PHONE_MAX_WIDTH_PX,
  type FirstScreen,
  type FirstScreenDrawer,
} from '../../../platform/http/first-screen';
import { viewerOf } from '../mooc/viewer';
import { rememberedAnswer } from '../answer-cache';
import { indexContentFor } from './index-content';

/**
 * The home's first screen: the top band, the left window's place and the first banner, in the boxes
 * the app draws them in (the shell's and the carousel's CSS, web components/shell and
 * features/home), so the banner's cover, the largest thing on the screen, is painted from the HTML
 * and the app's own banner takes its place at the same size. Phones are sent to the phone site
 * before they would see it.
 */
const STYLE = `<style>
#qiao-first-screen{color:#1f2d2b;font-family:'Noto Sans Arabic','Noto Sans SC',system-ui,sans-serif}
body{margin:0}
.qfs-top{box-sizing:border-box;display:flex;align-items:center;block-size:11rem;padding-inline:1.5rem;color:#fff;font-size:1.6rem;font-weight:700;background:radial-gradient(120% 140% at 100% 0%,rgb(233 196 106/.22),transparent 55%),linear-gradient(135deg,#073b37,#0b5d57 60%,#0f766e)}
.qfs-body{display:flex}
.qfs-side{flex:none;box-sizing:border-box;inline-size:15rem;border-inline-end:1px solid #dbe4e2;background:#fff}
.qfs-main{flex:1;min-inline-size:0;box-sizing:border-box;max-inline-size:80rem;margin-inline:auto;padding-block:2rem 3rem;padding-inline:clamp(1rem,3vw,2.5rem)}
.qfs-banner{display:grid;grid-template-columns:minmax(0,1.1fr) minmax(0,1fr);overflow:hidden;border-radius:20px;background:#073b37;color:#fff}
.qfs-banner img{display:block;align-self:center;inline-size:100%;block-size:auto;aspect-ratio:16/9;object-fit:cover}
.qfs-caption{display:flex;flex-direction:column;justify-content:center;gap:.6rem;padding-block:2rem 3.5rem;padding-inline:clamp(1.25rem,3vw,2.5rem)}
.qfs-caption h2{margin:0;font-size:clamp(1.3rem,2.6vw,1.9rem);line-height:1.35}
.qfs-caption p{margin:0;color:rgb(255 255 255/.88)}
@media (max-width:${LIMITS.leftWindowMinWidthPx - 0.02}px){.qfs-side{display:none}}
@media (max-width:760px){.qfs-banner{grid-template-columns:minmax(0,1fr)}.qfs-banner img{min-block-size:9rem;max-block-size:12rem}}
@media (max-width:${PHONE_MAX_WIDTH_PX}px){#qiao-first-screen{display:none}}
</style>`;

/** The platform's name as the top window shows it first in each language. */
const BRAND: Record<Language, string> = { ar: 'جسر', zh: '桥', en: 'Qiao' };

export function homeFirstScreenOf(
  banner: ContentCard & { cover: string },
  language: Language,
): FirstScreen {
  const cover = escapeHtml(banner.cover);
  const summary = banner.summary ? `<p dir="auto">${escapeHtml(banner.summary)}</p>` : '';
  return {
    routes: HOME_ROUTES,
    // No preload and no `src`: the screen's script asks for the cover only on the home's own
    // routes, so a link to another page does not download it (platform/http/first-screen.ts).
    head: STYLE,
    body:
      `<div class="qfs-top"><span>${BRAND[language]}</span></div>` +
      '<div class="qfs-body"><div class="qfs-side"></div><div class="qfs-main">' +
      `<section class="qfs-banner"><img ${FIRST_SCREEN_COVER_ATTRIBUTE}="${cover}" alt="" width="640" height="360" fetchpriority="high">` +
      `<div class="qfs-caption"><h2 dir="auto">${escapeHtml(banner.title)}</h2>${summary}</div>` +
      '</section></div></div>',
  };
}

/**
 * Draws the home's first screen from the home's content as getIndexContent computes it; only the
 * first banner is kept, until the catalogue changes (no clock moves a banner), so the page is
 * written without a query.
 */
export function homeFirstScreen(db: Db): FirstScreenDrawer {
  return async (request, language) => {
    const viewer = viewerOf(await request.resolveUser());
    const key = { call: 'homeFirstBanner', language, input: null };
    const { first } = await rememberedAnswer(
      db,
      key,
      viewer,
      async () => ({ first: (await indexContentFor(db, viewer, language)).banners[0] }),
      'until-changed',
    );
    return first?.cover ? homeFirstScreenOf({ ...first, cover: first.cover }, language) : undefined;
  };
}
