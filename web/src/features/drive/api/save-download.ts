/**
 * Lets the browser fetch a short-lived download address the server gave. The server answers as
 * an attachment, so the page stays where it is.
 */
export function saveDownload(answer: { url: string; fileName: string }): void {
  const link = document.createElement('a');
  link.href = new URL(answer.url, window.location.href).toString();
  link.download = answer.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
