/** The part of the document server's browser API Qiao uses. */
export interface DocsApi {
  DocEditor: new (
    elementId: string,
    config: Record<string, unknown>,
  ) => { destroyEditor?: () => void };
}

declare global {
  interface Window {
    DocsAPI?: DocsApi;
  }
}

const loading = new Map<string, Promise<DocsApi>>();

/** The script address of the Docs API on a document server. */
export const docsApiUrl = (documentServerUrl: string) =>
  `${documentServerUrl.replace(/\/$/, '')}/web-apps/apps/api/documents/api.js`;

/**
 * Loads the document server's api.js once per page (the content policy allows that origin only
 * when one is configured) and answers its DocsAPI.
 */
export function loadDocsApi(documentServerUrl: string): Promise<DocsApi> {
  const url = docsApiUrl(documentServerUrl);
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<DocsApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.DocsAPI ? resolve(window.DocsAPI) : reject(new Error('api.js gave no DocsAPI'));
    script.onerror = () => reject(new Error('api.js did not load'));
    document.head.append(script);
  });
  // A failure may be passing (server restarting): the next opening tries again.
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}
