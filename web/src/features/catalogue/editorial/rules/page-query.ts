/** The id of a detail page (`?id=`), or undefined when there is none. */
export function idFrom(params: URLSearchParams): string | undefined {
  return params.get('id')?.trim() || undefined;
}
