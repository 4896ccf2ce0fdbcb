import { call, client } from '../../../lib/api-fetch';

const byId = (id: string) => ({ params: { path: { id } } });

export function saveCategory(id: string | null, body: { title: string; productIds: string[] }) {
  return call(
    id
      ? client.PUT('/api/v1/seller/shop-categories/{id}', { ...byId(id), body })
      : client.POST('/api/v1/seller/shop-categories', { body }),
  );
}

export function setCategoryVisible(id: string, visible: boolean) {
  return call(
    client.PUT('/api/v1/seller/shop-categories/{id}/visibility', { ...byId(id), body: { visible } }),
  );
}

export function deleteCategory(id: string) {
  return call(client.DELETE('/api/v1/seller/shop-categories/{id}', byId(id)));
}
