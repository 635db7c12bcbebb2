const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for HTML content and attribute values (quoted with either quote): every character that could
 * end either is escaped. The server's own pages (passport, certificate verify, sandbox payment) draw
 * user-given text through this one function.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}
