import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('markdown preview', () => {
  it('renders headings, lists and emphasis', () => {
    const html = renderMarkdown('# 第一课\n\n- مرحبا\n- **你好**');
    expect(html).toContain('<h1 dir="auto">第一课</h1>');
    expect(html).toContain('<li dir="auto">مرحبا</li>');
    expect(html).toContain('<strong>你好</strong>');
  });

  it.each([
    ['a script element', '<script>alert(1)</script>', '<script'],
    ['an event handler', '<img src=x onerror="alert(1)">', '<img'],
    ['a javascript: link', '[click](javascript:alert(1))', 'href="javascript:'],
    ['an iframe', '<iframe src="https://example.com"></iframe>', '<iframe'],
  ])('never lets %s through', (_, source, forbidden) => {
    expect(renderMarkdown(source)).not.toContain(forbidden);
  });

  it('opens links in a new tab without giving it this page', () => {
    expect(renderMarkdown('[Qiao](https://example.com)')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">',
    );
  });
});
