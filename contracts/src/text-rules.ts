/**
 * Rules every text field of every call shares, whatever its own schema says. The server applies
 * them at the edge to each request's body, query and path parameters, so no feature can forget.
 */

/**
 * Characters no text field may hold. NUL ends strings in C and PostgreSQL refuses it in text
 * columns (the call would fail deep inside as a service error); nobody types it.
 */
export const FORBIDDEN_TEXT_CHARACTER = '\u0000';

/** Lists and plain objects, as JSON, forms and query strings give; never a file's bytes or a stream. */
function isPlainData(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * The first field whose text holds a forbidden character, named as parameter errors name
 * fields (`name`, `files.0.name`), or undefined when every string (and key) is clean.
 */
export function forbiddenTextField(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') {
    return value.includes(FORBIDDEN_TEXT_CHARACTER) ? path.join('.') || 'body' : undefined;
  }
  if (!isPlainData(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    // A bad key is named by its clean part: the key itself is the user's text.
    if (key.includes(FORBIDDEN_TEXT_CHARACTER)) {
      return [...path, key.replaceAll(FORBIDDEN_TEXT_CHARACTER, '')].join('.') || 'body';
    }
    const found = forbiddenTextField(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
