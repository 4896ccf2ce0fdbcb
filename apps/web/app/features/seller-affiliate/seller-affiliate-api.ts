import type { CampaignInput, ShopRatesInput } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { call, client } from '../../lib/api-fetch';
import { asJson } from '../../lib/json-body';

export const CAMPAIGNS_HREF = '/nha-ban/chien-dich-mo';
const RATES_HREF = '/ban-hang/cai-dat/tiep-thi-lien-ket';
export const campaignHref = (id: string, page: 'chi-tiet' | 'cap-nhat' = 'chi-tiet') =>
  `${CAMPAIGNS_HREF}/${page}/${id}`;

export function saveRates(body: ShopRatesInput) {
  return call(client.PUT('/api/v1/seller/affiliate/rates', { body: asJson(body) }));
}

export function saveCampaign(id: string | null, body: CampaignInput) {
  return call(
    id
      ? client.PUT('/api/v1/seller/affiliate/campaigns/{id}', {
          params: { path: { id } },
          body: asJson(body),
        })
      : client.POST('/api/v1/seller/affiliate/campaigns', { body: asJson(body) }),
  );
}
