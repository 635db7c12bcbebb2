/**
 * Lets the browser fetch a short-lived address the server signed. The server answers it as an
 * attachment, so the page stays where it is.
 */
export function saveLink(link: { url: string; fileName: string }): void {
  const anchor = document.createElement('a');
  anchor.href = new URL(link.url, window.location.href).toString();
  anchor.download = link.fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
