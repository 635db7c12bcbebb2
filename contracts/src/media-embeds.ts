/**
 * Video embeds that users' rich text may carry (the editor's media plugin writes an `<iframe>`).
 * One short allow-list shared by the server's sanitiser, the page's sanitiser and the content
 * policy's `frame-src`: https only, these hosts only, and on each host only its player's path.
 */
export const EMBED_SOURCES = [
  { host: 'www.youtube-nocookie.com', pathPrefix: '/embed/' },
  { host: 'www.youtube.com', pathPrefix: '/embed/' },
  { host: 'player.bilibili.com', pathPrefix: '/player.html' },
] as const;

/** The attributes an embed keeps besides the sandbox it is always given. */
export const EMBED_ATTRIBUTES = ['src', 'width', 'height', 'allowfullscreen', 'title'] as const;

/** Every embed runs sandboxed: its own scripts and origin, full screen, nothing more. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/** The origins the content policy lets frames load from. */
export const EMBED_ORIGINS: readonly string[] = [
  ...new Set(EMBED_SOURCES.map((source) => `https://${source.host}`)),
];

/** Width and height as the editor writes them: a number of pixels or a percentage. */
const DIMENSION = /^\d{1,4}%?$/;

/** Scheme, authority, then the rest; contracts run without the DOM's URL, so this is read here. */
const HTTPS_ADDRESS = /^https:\/\/([^/?#]*)([^?#]*)/i;

/**
 * True when an iframe address is one of the allowed video players: https, exactly a listed host
 * (no user, no port) and that player's path. Whitespace or backslashes, which browsers quietly
 * drop or turn into slashes, make an address refused rather than guessed at.
 */
export function isAllowedEmbedSource(src: string | undefined | null): boolean {
  const address = src?.trim();
  if (!address || /[\s\\]/.test(address)) return false;
  const match = HTTPS_ADDRESS.exec(address);
  if (!match) return false;
  const host = match[1]!.toLowerCase();
  const path = match[2] ?? '';
  return EMBED_SOURCES.some((source) => host === source.host && path.startsWith(source.pathPrefix));
}

/**
 * The attributes an allowed embed is stored and shown with: the listed ones (sizes only when they
 * are plain numbers) and the fixed sandbox. Undefined when the address is not an allowed player.
 */
export function embedAttributes(
  attributes: Readonly<Record<string, string | undefined>>,
): Record<string, string> | undefined {
  if (!isAllowedEmbedSource(attributes.src)) return undefined;
  const kept: Record<string, string> = { src: attributes.src!.trim() };
  for (const name of ['width', 'height'] as const) {
    const value = attributes[name]?.trim();
    if (value && DIMENSION.test(value)) kept[name] = value;
  }
  if (attributes.allowfullscreen !== undefined) kept.allowfullscreen = 'allowfullscreen';
  if (attributes.title) kept.title = attributes.title;
  kept.sandbox = EMBED_SANDBOX;
  return kept;
}
