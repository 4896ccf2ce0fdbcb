// Row 3: a real private document (an applicant's ID card, stored by the demo seed) asked for
// through the public /media/ route with path tricks. None may answer 200; the guarded route
// must answer its owner with Cache-Control: private, no-store.
import { rawGet } from './raw-get.mjs';

export async function privateMedia(users, ids, tally) {
  const key = ids.documentKey; // private/identity/<owner>/<file>.webp
  const rest = key.slice('private/'.length);
  const variants = [
    `/media/${key}`,
    `/media//private/${rest}`,
    `/media/%2Fprivate/${rest}`,
    `/media/%2fprivate/${rest}`,
    `/media/.%2Fprivate/${rest}`,
    `/media/./private/${rest}`,
    `/media/%2E/private/${rest}`,
    `/media/private%2F${rest.replaceAll('/', '%2F')}`,
    `/media/private%2f${rest}`,
    `/media/%252Fprivate/${rest}`,
    `/media/%252fprivate%252f${rest}`,
    `/media/\\private/${rest}`,
    `/media/%5Cprivate/${rest}`,
    `/media/private\\${rest.replaceAll('/', '\\')}`,
    `/media/catalog/..%2Fprivate/${rest}`,
    `/media/catalog/../private/${rest}`,
    `/media/catalog/%2E%2E/private/${rest}`,
    `/media/catalog/..%5Cprivate/${rest}`,
    `/media/PRIVATE/${rest}`,
    `/media/Private/${rest}`,
    `/media/private/${rest}?x=1`,
    `/media/%70rivate/${rest}`,
    `/media/ private/${rest}`.replace(' ', '%20'),
  ];
  const served = [];
  for (const path of variants) {
    const res = await rawGet(path, {}, tally);
    if (res.status === 200) served.push({ request: `GET ${path}`, status: res.status });
  }
  // The guarded route, for the owner, as the browser would ask.
  const owner = users.applicant;
  owner.tally = tally;
  const guarded = await owner.get(`/api/v1/shop-registration/documents/${key}`);
  return {
    variants: variants.length,
    served,
    guardedStatus: guarded.status,
    guardedCacheControl: guarded.headers.get('cache-control'),
  };
}
