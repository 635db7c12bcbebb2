import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  directionOf,
  htmlLangOf,
  parseLanguage,
  toSpecCode,
  type Language,
} from '@qiao/contracts/languages';
import { LIMITS } from '@qiao/contracts/limits';
import { extensionPoint } from '../modules/extension-point';
import { escapeHtml } from '../html/escape-html';
import type { EarlyPage } from './early-page';
import { LANGUAGE_COOKIE } from './language';

/**
 * A page's first screen, drawn by the server into the app's HTML so the visitor sees it (and its
 * largest image starts loading) before any script has arrived. The app takes the page over when
 * its own drawing is ready and removes this (web app/first-screen.ts). docs/decisions/065.
 */
export interface FirstScreen {
  /** The hash routes it is the first screen of (`/`, `/pages/new-home/new-home`). */
  routes: readonly string[];
  /** Into the head: its style. */
  head: string;
  /**
   * Into the body, before the app's root. Its largest image names its address in
   * FIRST_SCREEN_COVER_ATTRIBUTE, not `src`: the screen's script asks for it only when the
   * screen stays (the hash names one of its routes).
   */
  body: string;
}

/** Draws the first screen for a request of the app's page, in the page's language, or nothing. */
export type FirstScreenDrawer = (
  request: FastifyRequest,
  language: Language,
) => Promise<FirstScreen | undefined>;

/** Where one module (the catalogue's home) lets the platform draw its first screen. */
export const FIRST_SCREEN = extensionPoint<FirstScreenDrawer>('web.firstScreen');

export const FIRST_SCREEN_ID = 'qiao-first-screen';

/** Where a first screen's cover keeps its address until the screen's script knows it stays. */
export const FIRST_SCREEN_COVER_ATTRIBUTE = 'data-cover';

/** Below the phone breakpoint the app goes to the phone site: no first screen shows there. */
export const PHONE_MAX_WIDTH_PX = LIMITS.mobileBreakpointPx - 0.02;

/**
 * The page's one inline script, allowed by its hash (FIRST_SCREEN_SCRIPT_HASH in the policy). The
 * hash route is only known in the browser: while the page is parsed, before its first paint, it
 * removes a first screen drawn for another route (a link straight to a course), for a `lang=` in
 * the hash (another language), or when the hash changes before the app has started. Only a screen
 * that stays asks for its cover: a link to another page downloads nothing of the home. It also
 * starts the app (`data-app`, with its `data-preload` modules): at once without the screen, else
 * once the screen's cover has arrived and been painted (at most a second later), so the cover
 * does not share the connection with the app's code (on a phone, at once: the screen is not shown
 * there). Before the entry, it starts the page's early calls (`data-early`, early-page.ts), when
 * the app will speak the language they are sent in (the server's, `data-language`: no `lang=` in
 * the hash, no other remembered choice). A string, not a function: the browser runs exactly these
 * characters, and the policy names their hash.
 */
export const FIRST_SCREEN_SCRIPT = `(function () {
  var screen = document.getElementById('${FIRST_SCREEN_ID}');
  if (!screen) return;
  var routes = (screen.getAttribute('data-routes') || '').split(' ');
  var app = screen.getAttribute('data-app');
  var preloads = (screen.getAttribute('data-preload') || '').split(' ');
  var early = JSON.parse(screen.getAttribute('data-early') || '[]');
  var language = screen.getAttribute('data-language');
  var started = false;
  function module(tag, address) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    if (tag === 'script') {
      element.type = 'module';
      element.src = address;
    } else {
      element.rel = 'modulepreload';
      element.href = address;
    }
    document.head.appendChild(element);
  }
  function preload(address) {
    if (address) module('link', address);
  }
  function hashRoute() {
    var hash = location.hash.replace(/^#/, '');
    var query = hash.indexOf('?');
    return {
      route: (query < 0 ? hash : hash.slice(0, query)) || '/',
      params: new URLSearchParams(query < 0 ? '' : hash.slice(query + 1))
    };
  }
  function startPage() {
    var here = hashRoute();
    var params = here.params;
    var page = early.filter(function (each) { return each.routes.indexOf(here.route) >= 0; })[0];
    if (!page) return;
    var stored = null;
    try { stored = localStorage.getItem('${LANGUAGE_STORAGE_KEY}'); } catch (e) {}
    if (!params.has('lang') && (!stored || stored === language)) {
      window.qiaoPageCalls = [];
      page.calls.forEach(function (call) {
        var values = new URLSearchParams();
        for (var name in call.query) {
          var value = (params.get(call.query[name]) || '').trim();
          if (!value) return;
          values.append(name, value);
        }
        var url = call.path + '?' + values;
        var response = fetch(url, {
          headers: { accept: 'application/json', 'x-qiao-lang': language },
          credentials: 'include'
        });
        response.catch(function () {});
        window.qiaoPageCalls.push({ url: url, language: language, response: response });
      });
    }
  }
  function start() {
    if (started || !app) return;
    started = true;
    startPage();
    preloads.forEach(preload);
    module('script', app);
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function check() {
    var here = hashRoute();
    if (routes.indexOf(here.route) < 0 || here.params.has('lang')) {
      screen.remove();
      window.removeEventListener('hashchange', check);
      start();
    }
  }
  check();
  if (!screen.isConnected) return;
  window.addEventListener('hashchange', check);
  // A phone does not show the screen: its app sends it to the phone site at once.
  if (matchMedia('(max-width: ${PHONE_MAX_WIDTH_PX}px)').matches) return start();
  var cover = screen.querySelector('img[${FIRST_SCREEN_COVER_ATTRIBUTE}]');
  if (!cover) return afterPaint();
  cover.src = cover.getAttribute('${FIRST_SCREEN_COVER_ATTRIBUTE}');
  if (cover.complete) return afterPaint();
  cover.addEventListener('load', afterPaint);
  cover.addEventListener('error', start);
  setTimeout(start, 1000);
})();`;

export const FIRST_SCREEN_SCRIPT_HASH = `'sha256-${createHash('sha256')
  .update(FIRST_SCREEN_SCRIPT)
  .digest('base64')}'`;

/**
 * The language the app will start in, decided as the app decides it (web app/language.ts): the
 * address's `?lang=`, the remembered choice (its cookie), then Arabic. Unlike API calls, the
 * browser's Accept-Language is not asked: the app does not ask it either.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  return (
    parseLanguage(typeof query?.lang === 'string' ? query.lang : undefined) ??
    parseLanguage(request.cookies[LANGUAGE_COOKIE]) ??
    DEFAULT_LANGUAGE
  );
}

/** The app's entry and its module preloads as the build writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The app's built page for a language: `lang` and `dir` set as the app will set them, and the
 * first screen, when there is one, in its place (the app's root is hidden while it shows).
 */
export function pageWithFirstScreen(
  indexHtml: string,
  language: Language,
  screen: FirstScreen | undefined,
  earlyPages: readonly EarlyPage[] = [],
): string {
  const html = indexHtml.replace(
    /<html[^>]*>/,
    `<html lang="${htmlLangOf(language)}" dir="${directionOf(language)}">`,
  );
  if (!screen) return html;
  // The app's entry and its preloads leave the head: the first screen's script starts them.
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const withoutApp = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const attributes =
    `data-routes="${escapeHtml(screen.routes.join(' '))}" ` +
    `data-app="${escapeHtml(entry[1]!)}" data-preload="${escapeHtml(preloads.join(' '))}" ` +
    `data-early="${escapeHtml(JSON.stringify(earlyPages))}" data-language="${toSpecCode(language)}"`;
  const body =
    `<div id="${FIRST_SCREEN_ID}" ${attributes}>${screen.body}</div>` +
    `<script>${FIRST_SCREEN_SCRIPT}</script>`;
  const hideRoot = `<style>#${FIRST_SCREEN_ID}~#root{display:none}</style>`;
  // First in the head, before the app's scripts: the cover is the first thing the browser asks for.
  const head = `${screen.head}${hideRoot}`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(withoutApp);
  const withHead = charset
    ? withoutApp.replace(charset[0], `${charset[0]}${head}`)
    : withoutApp.replace('</head>', `${head}</head>`);
  return withHead.replace('<div id="root">', `${body}<div id="root">`);
}
