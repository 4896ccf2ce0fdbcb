import type { AppContext, RequestInfo } from '@cho-dep/api/app/app-context';
import type { SessionUser } from '@cho-dep/api/http/hono-env';
import { loadProductDetail } from '@cho-dep/api/products/product-detail-query';
import type { ProductDetailView } from '@cho-dep/core/catalog/product-detail';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { authCookiesPresent } from '../../lib/auth-cookie-names.server';

export interface ProductPageData {
  product: ProductDetailView;
  signedIn: boolean;
  /** The request carried a guest cookie: adding to the cart needs no new guest first. */
  hasGuest: boolean;
  /** product.md §2: where the buyer came from (?position=, default Home). */
  position: string;
  /** The server clock at render (relative review dates must match between server and browser). */
  now: string;
  meta: { title: string; description: string };
}

const DESCRIPTION_MAX = 160;

/** A meta description from the product text: one line, cut on a word. */
function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

/**
 * The product page's data, read through the products domain's read model (the same one the
 * API answers with). An unknown or unlisted product is a real 404 page.
 */
export async function loadProductPage(
  server: { app: AppContext; info: RequestInfo; user: SessionUser | undefined },
  request: { productId: string; position: string | null; cookie: string | null },
): Promise<ProductPageData> {
  const { productId, position } = request;
  const { app, info, user } = server;
  try {
    const product = await loadProductDetail(app.database.db, productId, {
      viewer: user ? { userId: user.userId } : null,
      language: info.language,
      urlOf: (key) => app.storage.urlOf(key),
      cache: app.store,
    });
    return {
      product,
      signedIn: Boolean(user),
      hasGuest: authCookiesPresent(app.config, request.cookie).hasGuest,
      position: position?.trim().slice(0, 40) || 'Home',
      now: app.now().toISOString(),
      meta: {
        title: translate(info.language, 'product.metaTitle', { name: product.name }),
        description: metaDescription(product.description || product.name),
      },
    };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
