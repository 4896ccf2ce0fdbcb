import type { ProductDetailView } from '@cho-dep/core/catalog/product-detail';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, PHONE, screenshot } from './support/browser';
import { csrfOf, demoProducts, signedIn } from './support/buying';

/**
 * Shopping from a post on a phone: the demo buyer (160 cm, 52 kg) has a look with two product
 * pins of two shops; a tap on a pin opens the product's sheet over the post and adds the pinned
 * size to the cart; "Mua cả set" then puts both products in the cart in the sizes the buyer's
 * measurements recommend (size M on the demo size tables), not the pinned ones.
 */
interface Tagged {
  detail: ProductDetailView;
  /** The pinned variant: in stock, not the recommended size. */
  tagged: string;
  /** The variant shop the look must add: the recommended size in the pinned colour. */
  recommended: string;
}

let browser: Browser;
let buyer: BrowserContext;
let page: Page;
let postId: string;
const tags: Tagged[] = [];

async function api<T>(method: string, path: string, data?: unknown): Promise<T> {
  const res = await buyer.request.fetch(path, {
    method,
    headers: { 'X-CSRF-Token': await csrfOf(buyer) },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const optionValue = (v: ProductDetailView['variants'][number], name: string) =>
  v.optionValues.find((o) => o.name === name)?.value;

/** A product whose recommended size and another size are both in stock in one colour. */
function taggable(detail: ProductDetailView): Tagged | null {
  const recommendation = detail.sizeRecommendation;
  if (recommendation?.kind !== 'fits') return null;
  const sizeOption = detail.options.find((o) => o.values.some((v) => v.value === recommendation.size));
  const colourOption = detail.options.find((o) => o !== sizeOption);
  if (!sizeOption || !colourOption) return null;
  for (const variant of detail.variants) {
    if (variant.stock < 5 || optionValue(variant, sizeOption.name) === recommendation.size) continue;
    const colour = optionValue(variant, colourOption.name);
    const match = detail.variants.find(
      (v) =>
        v.stock >= 5 &&
        optionValue(v, colourOption.name) === colour &&
        optionValue(v, sizeOption.name) === recommendation.size,
    );
    if (match) return { detail, tagged: variant.id, recommended: match.id };
  }
  return null;
}

/** Units of each variant in the buyer's cart. */
async function cartUnits(): Promise<Map<string, number>> {
  type Group = { items: { variant_id: string; quantity: number }[] };
  const cart = await api<{ data: { valid: Group[]; invalid: Group[] } }>('GET', '/api/v1/mobile/carts/all');
  const units = new Map<string, number>();
  for (const group of [...cart.data.valid, ...cart.data.invalid]) {
    for (const item of group.items) units.set(item.variant_id, item.quantity);
  }
  return units;
}

beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
  await api('PUT', '/community/v1/profile/body-measurements/update', { height: 160, weight: 52 });
  for await (const detail of demoProducts(buyer.request, ['ao thun nu', 'chan vay'], 12)) {
    const found = taggable(detail);
    if (found && !tags.some((t) => t.detail.shop.id === detail.shop.id)) tags.push(found);
    if (tags.length === 2) break;
  }
  expect(tags).toHaveLength(2);
  const image = await sharp({
    create: { width: 480, height: 600, channels: 3, background: { r: 214, g: 190, b: 170 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await buyer.request.post('/community/v1/posts/media', {
    headers: { 'X-CSRF-Token': await csrfOf(buyer) },
    multipart: { file: { name: 'look.jpg', mimeType: 'image/jpeg', buffer: image } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const { key } = ((await upload.json()) as { data: { key: string } }).data;
  postId = (
    await api<{ id: string }>('POST', '/community/v1/posts', {
      kind: 'look',
      content: 'Set đi làm thứ hai #shop_the_look',
      imageKeys: [key],
      productTags: tags.map((t, index) => ({
        productId: t.detail.id,
        variantId: t.tagged,
        imageIndex: 0,
        x: 0.35 + index * 0.3,
        y: 0.3 + index * 0.4,
      })),
    })
  ).id;
  page = await buyer.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('shop the look on a phone', () => {
  it('adds a pinned product to the cart from its sheet without leaving the post', async () => {
    const [first] = tags;
    if (!first) throw new Error('no tagged product');
    const before = await cartUnits();
    await page.goto(`/post/${postId}`);
    await hydrated(page);
    await page.getByTestId('product-tag-pin').first().click();
    const sheet = page.getByTestId('product-tag-sheet');
    await sheet.getByTestId('tag-sheet-add-to-cart').waitFor();
    await screenshot(page, 'shop-the-look-tag-sheet-phone');
    await sheet.getByTestId('tag-sheet-add-to-cart').click();
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/post/${postId}`);
    expect((await cartUnits()).get(first.tagged) ?? 0).toBe((before.get(first.tagged) ?? 0) + 1);
  });

  it('puts both products in the cart in the recommended sizes', async () => {
    const before = await cartUnits();
    await page.getByTestId('shop-the-look').first().click();
    const sheet = page.getByTestId('shop-the-look-sheet');
    await expect.poll(() => sheet.getByTestId('look-size-hint').count()).toBe(2);
    expect(await sheet.getByTestId('look-size-hint').first().textContent()).toBe(
      'Gợi ý size M theo số đo của bạn',
    );
    await screenshot(page, 'shop-the-look-sheet-phone');
    const confirm = sheet.getByTestId('shop-the-look-confirm');
    expect(await confirm.textContent()).toBe('Thêm 2 sản phẩm vào giỏ');
    await confirm.click();
    await sheet.waitFor({ state: 'detached' });
    const after = await cartUnits();
    for (const tag of tags) {
      expect(after.get(tag.recommended) ?? 0).toBe((before.get(tag.recommended) ?? 0) + 1);
    }
  });
});
