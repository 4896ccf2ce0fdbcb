import {
  listSellerGroupBuyPrograms,
  loadSellerGroupBuyProgram,
  sellerProgramTeams,
} from '@cho-dep/api/group-buying/seller-group-buy-queries';
import { listPromotionPicker } from '@cho-dep/api/promotions/seller-promotion-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { PROMOTION_PHASES, type PromotionPhase } from '@cho-dep/core/marketing/promotion-phase';
import { data } from 'react-router';
import type { SellerContext } from '../../lib/require-seller.server';
import type { PromotionItemValues } from '../promotions/promotion-form-values';

/** The shop's group-buy programs of one phase, with each phase's count for the tabs. */
export async function loadGroupProgramList(seller: SellerContext, phase: PromotionPhase) {
  const { app } = seller;
  const all = await listSellerGroupBuyPrograms(app.database.db, seller.shop.id, app.now());
  const counts = Object.fromEntries(
    PROMOTION_PHASES.map((p) => [p, all.filter((program) => program.phase === p).length]),
  ) as Record<PromotionPhase, number>;
  return { counts, data: all.filter((program) => program.phase === phase) };
}

async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

/** One program of the seller's shop with its teams; another shop's (or none) is a 404 page. */
export async function loadGroupProgramPage(seller: SellerContext, id: string) {
  const { app } = seller;
  return orNotFound(async () => {
    const program = await loadSellerGroupBuyProgram(app.database.db, seller.shop.id, id, app.now());
    const teams = await sellerProgramTeams(app.database.db, seller.shop.id, id);
    return { program, teams };
  });
}

/**
 * An upcoming program as the form edits it: each item with what the picker knows of its
 * product today (name, option label, picture, today's price, stock), which the API checks the
 * program against again on save.
 */
export async function loadGroupProgramForEdit(seller: SellerContext, id: string) {
  const { app } = seller;
  const program = await orNotFound(() =>
    loadSellerGroupBuyProgram(app.database.db, seller.shop.id, id, app.now()),
  );
  const names = [...new Set(program.items.map((i) => i.productName))];
  const found = (
    await Promise.all(
      names.map((name) =>
        listPromotionPicker(app.database.db, seller.shop.id, name, (key) => app.storage.urlOf(key)),
      ),
    )
  ).flat();
  const items: PromotionItemValues[] = program.items.map((i) => {
    const product = found.find((p) => p.id === i.productId);
    const variant = product?.variants.find((v) => v.id === i.variantId);
    const text = (n: number | null) => (n === null ? '' : String(n));
    return {
      productId: i.productId,
      variantId: i.variantId,
      name: i.productName,
      label: variant?.label ?? null,
      image: product?.image ?? null,
      originalPrice: variant?.price ?? product?.price ?? i.teamPrice,
      available: variant?.stock ?? product?.stock ?? null,
      discountedPrice: String(i.teamPrice),
      maxDiscount: text(i.maxDiscount),
      stock: String(i.stock),
      perOrderLimit: text(i.perOrderLimit),
      perUserLimit: text(i.perUserLimit),
    };
  });
  return { program, items };
}
