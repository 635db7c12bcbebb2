import MarkdownIt from 'markdown-it';

/**
 * Markdown as HTML that cannot run anything: raw HTML in the text is shown as text (html off),
 * and markdown-it's link check already refuses javascript:, vbscript: and data: (except images)
 * addresses. Links open in a new tab without handing it this page.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet('target', '_blank');
  tokens[index]!.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, index, options, env, self);
};

// Each block finds its own direction: an Arabic paragraph runs right to left beside a Chinese one.
markdown.core.ruler.push('qiao_auto_direction', (state) => {
  for (const token of state.tokens) {
    if (token.block && token.nesting === 1) token.attrSet('dir', 'auto');
  }
});

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}
