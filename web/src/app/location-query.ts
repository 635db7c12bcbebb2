/** The parts of `window.location` the shell reads before any router exists. */
export interface LocationParts {
  search: string;
  hash: string;
}

/**
 * Query values of the page, wherever they are: the real query (`/?code=...`, where login
 * redirects land) and the query inside the hash route (`#/?lang=zh`). The real query wins.
 */
export function locationQuery(location: LocationParts): URLSearchParams {
  const merged = new URLSearchParams(location.search);
  const hashQueryStart = location.hash.indexOf('?');
  if (hashQueryStart >= 0) {
    for (const [name, value] of new URLSearchParams(location.hash.slice(hashQueryStart + 1))) {
      if (!merged.has(name)) merged.append(name, value);
    }
  }
  return merged;
}
