import { call, client } from '../../lib/api-fetch';

export const KOL_CAMPAIGNS_HREF = '/tiep-thi-lien-ket/chien-dich';
export const kolCampaignHref = (id: string) => `${KOL_CAMPAIGNS_HREF}/${id}`;

export function joinCampaign(id: string) {
  return call(client.POST('/api/v1/affiliate/campaigns/{id}/join', { params: { path: { id } } }));
}

/** The KOL's tracked link to a product (the same link again if they made one before). */
export function productLink(productId: string) {
  return call(client.POST('/api/v1/affiliate/links', { body: { target: 'product', targetId: productId } }));
}
