import type { GroupBuyProgramInput } from '@cho-dep/core/group-buying/group-buy-input-schema';
import { call, client } from '../../lib/api-fetch';
import { asJson } from '../../lib/json-body';

/** The group-buy programs live on the program pages as their third kind (?type=group). */
export const GROUP_PROGRAMS_HREF = '/ban-hang/chuong-trinh-cua-toi';
export const groupProgramHref = (id: string, page: 'chi-tiet' | 'cap-nhat' = 'chi-tiet') =>
  `${GROUP_PROGRAMS_HREF}/${page}/${id}?type=group`;

const byId = (id: string) => ({ params: { path: { id } } });

export function saveGroupProgram(id: string | null, body: GroupBuyProgramInput) {
  return call(
    id
      ? client.PUT('/api/v1/seller/group-buying/programs/{id}', { ...byId(id), body: asJson(body) })
      : client.POST('/api/v1/seller/group-buying/programs', { body: asJson(body) }),
  );
}

export function endGroupProgram(id: string) {
  return call(client.POST('/api/v1/seller/group-buying/programs/{id}/end', byId(id)));
}

export function deleteGroupProgram(id: string) {
  return call(client.DELETE('/api/v1/seller/group-buying/programs/{id}', byId(id)));
}
