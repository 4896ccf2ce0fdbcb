import type { QuoteRequest } from './carrier';

/** Province codes the shipping tests travel between (2025 codes). */
export const HA_NOI = '01';
export const HAI_PHONG = '31';
export const DA_NANG = '48';
export const HO_CHI_MINH = '79';
export const SEOUL = 'KR-11';
export const BUSAN = 'KR-26';

/** A 500 g, 200,000 ₫ standard parcel inside Hà Nội, changed by `overrides`. */
export function quoteRequest(
  overrides: {
    from?: Partial<QuoteRequest['from']>;
    to?: Partial<QuoteRequest['to']>;
  } & Partial<Omit<QuoteRequest, 'from' | 'to'>> = {},
): QuoteRequest {
  const { from, to, ...rest } = overrides;
  return {
    from: { country: 'VN', provinceCode: HA_NOI, wardCode: '00004', ...from },
    to: { country: 'VN', provinceCode: HA_NOI, wardCode: '00070', ...to },
    weightGrams: 500,
    goodsValue: 200_000,
    express: false,
    ...rest,
  };
}
