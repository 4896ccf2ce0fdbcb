import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { ProductListErrorView } from './product-list-error';

describe('the product list error', () => {
  it('says the list could not be fetched and offers to load the same address again', () => {
    const html = renderToString(
      <I18nProvider language="vi">
        <ProductListErrorView retryHref="/danh-muc/ao?page=2" />
      </I18nProvider>,
    );
    expect(html).toMatch(/Lỗi khi tải danh sách sản phẩm|storefront\.listFailed\.title/);
    expect(html).toMatch(/<a href="\/danh-muc\/ao\?page=2"[^>]*>(Thử lại|common\.retry)<\/a>/);
  });
});
