import sanitizeHtml from 'sanitize-html';
import { EMBED_ATTRIBUTES, embedAttributes } from '@qiao/contracts/media-embeds';

/**
 * The one allow-list for rich text that users write (notes, discussion posts and replies), applied
 * on the server before anything is stored. It keeps what the editor's tools make (spec file space §2:
 * block formats, bold, italic, background colour, alignment, lists, indent, links, images, tables,
 * code view, media) and drops everything else: scripts, event handlers, `javascript:` and `data:`
 * URLs, forms and unknown styles, and every frame but the listed video players' (`media-embeds`,
 * kept with a fixed sandbox and only their listed attributes). What it returns is still treated as untrusted where it is
 * shown (the web sanitises again before rendering).
 */
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})$/i;
const LENGTH = /^\d{1,3}(\.\d+)?(px|em|rem|%)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'div',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'pre',
    'code',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'mark',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'video',
    'audio',
    'source',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    // `rel` is set by the transform below; it must survive this filter.
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    audio: ['src', 'controls'],
    source: ['src', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    iframe: [...EMBED_ATTRIBUTES, 'sandbox'],
    '*': ['style', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {
    img: ['http', 'https'],
    video: ['http', 'https'],
    source: ['http', 'https'],
    iframe: ['https'],
  },
  allowIframeRelativeUrls: false,
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [COLOUR],
      'background-color': [COLOUR],
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'padding-left': [LENGTH],
      'padding-right': [LENGTH],
      'padding-inline-start': [LENGTH],
      'margin-left': [LENGTH],
      'margin-right': [LENGTH],
      'text-decoration': [/^(underline|line-through)$/],
    },
  },
  // Links leave the page without handing it a window reference.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    // An embed keeps only its listed attributes (no style, srcdoc or sandbox of its own) and is
    // always sandboxed; an iframe from anywhere else loses its address and is dropped below.
    iframe: (tagName, attribs) => ({ tagName, attribs: embedAttributes(attribs) ?? {} }),
  },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  disallowedTagsMode: 'discard',
};

/** The stored form of user rich text: only allow-listed tags, attributes, styles and URL schemes. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of a rich text without markup, for emptiness checks, excerpts and search. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when a (sanitised) rich text shows nothing: no words and no picture, media or embed. */
export function richTextIsEmpty(html: string): boolean {
  return plainTextOf(html) === '' && !/<(img|video|audio|iframe)\b/i.test(html);
}

/** True when the text carries an inline (pasted) picture, which notes and posts do not accept. */
export function hasInlineImage(html: string): boolean {
  return /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i.test(html);
}
