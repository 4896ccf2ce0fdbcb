import { Marked, Renderer, type Token, type Tokens } from 'marked';
import { createSlugger } from './heading-id';

export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

/**
 * Markdown to HTML on the server. Headings get ids (and ## / ### headings make the table of
 * contents), tables are wrapped so a wide one scrolls inside its box on a phone instead of
 * widening the page, and links that leave the site open in a new tab.
 * The input is our own repository content, so raw HTML is trusted and not sanitised.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const slug = createSlugger();
  const defaults = new Renderer();

  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading(token: Tokens.Heading) {
        const text = plainText(token.tokens);
        const id = slug(text);
        if (token.depth === 2 || token.depth === 3) toc.push({ id, text, depth: token.depth });
        return `<h${token.depth} id="${id}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      table(token: Tokens.Table) {
        defaults.parser = this.parser;
        return `<div class="content-table" role="region" tabindex="0">${defaults.table(token)}</div>\n`;
      },
      link(token: Tokens.Link) {
        defaults.parser = this.parser;
        const html = defaults.link(token);
        return /^https?:\/\//.test(token.href)
          ? html.replace('<a ', '<a target="_blank" rel="noopener noreferrer" ')
          : html;
      },
    },
  });

  const html = marked.parse(markdown) as string;
  return { html, toc };
}

/** The words of inline tokens without markup (for ids and the table of contents). */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && Array.isArray(token.tokens)) return plainText(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : '';
    })
    .join('')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
