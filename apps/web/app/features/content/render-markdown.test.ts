import { describe, expect, it } from 'vitest';
import { createSlugger, headingSlug } from './heading-id';
import { renderMarkdown } from './render-markdown';

describe('headingSlug', () => {
  it('folds Vietnamese to readable ascii and keeps Korean letters', () => {
    expect(headingSlug('Phí dịch vụ & thuế')).toBe('phi-dich-vu-thue');
    expect(headingSlug('Đổi trả trong 15 ngày')).toBe('doi-tra-trong-15-ngay');
    expect(headingSlug('서비스 수수료')).toBe('서비스-수수료');
    expect(headingSlug('!!!')).toBe('muc');
  });

  it('makes repeated headings unique', () => {
    const slug = createSlugger();
    expect([slug('Lưu ý'), slug('Lưu ý'), slug('Luu y')]).toEqual(['luu-y', 'luu-y-2', 'luu-y-3']);
  });
});

describe('renderMarkdown', () => {
  it('gives headings ids and lists ## and ### in the table of contents', () => {
    const { html, toc } = renderMarkdown('## Mục **một**\n\ntext\n\n### Chi tiết\n\n#### Nhỏ\n');
    expect(html).toContain('<h2 id="muc-mot">Mục <strong>một</strong></h2>');
    expect(html).toContain('<h3 id="chi-tiet">');
    expect(html).toContain('<h4 id="nho">');
    expect(toc).toEqual([
      { id: 'muc-mot', text: 'Mục một', depth: 2 },
      { id: 'chi-tiet', text: 'Chi tiết', depth: 3 },
    ]);
  });

  it('wraps tables in a scrollable box', () => {
    const { html } = renderMarkdown('| Loại | Thuế |\n|---|---:|\n| Hàng hóa | 1% |\n');
    expect(html).toMatch(/^<div class="content-table" role="region" tabindex="0"><table>/);
    expect(html).toContain('<td align="right">1%</td>');
    expect(html).toContain('</table>\n</div>');
  });

  it('opens outside links in a new tab and keeps site links as they are', () => {
    const { html } = renderMarkdown('[GHN](https://ghn.vn) và [vận chuyển](/chinh-sach/van-chuyen)');
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="https://ghn.vn">GHN</a>');
    expect(html).toContain('<a href="/chinh-sach/van-chuyen">vận chuyển</a>');
  });

  it('starts each render with a fresh set of ids and contents', () => {
    renderMarkdown('## A\n');
    expect(renderMarkdown('## A\n').toc).toEqual([{ id: 'a', text: 'A', depth: 2 }]);
  });

  it('decodes entities in the contents text', () => {
    expect(renderMarkdown('## Thanh toán & vận chuyển\n').toc[0]?.text).toBe('Thanh toán & vận chuyển');
  });
});
