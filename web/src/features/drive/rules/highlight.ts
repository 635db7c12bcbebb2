/** One run of a highlighted name: plain text, or text that matched the search. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Reads the server's `highlightFields` (HTML-escaped name, matches in `<em>`) as plain runs of
 * text. Only `<em>` and `</em>` mean anything; any other markup stays visible as text, so a name
 * can never become HTML on the page.
 */
export function parseHighlight(html: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let match = false;
  for (const token of html.split(/(<\/?em>)/i)) {
    const lower = token.toLowerCase();
    if (lower === '<em>' || lower === '</em>') {
      match = lower === '<em>';
      continue;
    }
    const text = decodeEntities(token);
    if (text === '') continue;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  }
  return parts;
}

/** The runs that cover `[from, to)` of the whole text, cut where the range cuts them. */
function sliceParts(parts: readonly HighlightPart[], from: number, to: number): HighlightPart[] {
  const sliced: HighlightPart[] = [];
  let at = 0;
  for (const part of parts) {
    const start = Math.max(from, at);
    const end = Math.min(to, at + part.text.length);
    if (start < end)
      sliced.push({ text: part.text.slice(start - at, end - at), match: part.match });
    at += part.text.length;
  }
  return sliced;
}

/**
 * The highlighted runs of the base name and of the extension, apart, so that each can be isolated
 * on its own like an unhighlighted name. Undefined when the highlight is not of this name.
 */
export function highlightOfName(
  html: string,
  fileName: string,
  extendName: string,
): { base: HighlightPart[]; extension: HighlightPart[] } | undefined {
  const parts = parseHighlight(html);
  const whole = parts.map((part) => part.text).join('');
  const expected = extendName ? `${fileName}.${extendName}` : fileName;
  if (whole !== expected) return undefined;
  return {
    base: sliceParts(parts, 0, fileName.length),
    extension: extendName ? sliceParts(parts, fileName.length + 1, whole.length) : [],
  };
}
