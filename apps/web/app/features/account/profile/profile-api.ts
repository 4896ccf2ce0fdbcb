import type { Gender } from '@cho-dep/core/profile/profile-schemas';
import { type ApiAnswer, type ApiBody, call, client, multipart } from '../../../lib/api-fetch';
import { queryOptions } from '../../../lib/query-cache';

/**
 * The profile as this page reads it (product.md §3, User profile): what GET
 * /community/v1/profile/me/ and every profile update answer alike.
 */
export type MyProfile = ApiAnswer<'/community/v1/profile/update-profile', 'put'>['data'];

export const PROFILE_PATH = '/community/v1/profile/me/';

/** The signed-in user's profile, shared by every section that shows a part of it. */
export const profileQuery = queryOptions({
  queryKey: [PROFILE_PATH],
  queryFn: async (): Promise<MyProfile> => (await call(client.GET(PROFILE_PATH))).data,
});

export interface ProfileForm {
  fullName: string;
  birthDate: string;
  gender: Gender | '';
  idNumber: string;
  taxCode: string;
}

export function toProfileForm(profile: MyProfile): ProfileForm {
  return {
    fullName: profile.fullName,
    birthDate: profile.birthDate ?? '',
    gender: profile.gender ?? '',
    idNumber: profile.idNumber ?? '',
    taxCode: profile.taxCode ?? '',
  };
}

export async function updateProfile(
  body: ApiBody<'/community/v1/profile/update-profile', 'put'>,
): Promise<MyProfile> {
  return (await call(client.PUT('/community/v1/profile/update-profile', { body }))).data;
}

export async function updateAvatar(file: File): Promise<MyProfile> {
  const body = new FormData();
  body.append('avatar', file);
  return (await call(client.PUT('/community/v1/profile/update-avatar', { body: multipart(body) }))).data;
}

export async function updateBodyMeasurements(
  body: ApiBody<'/community/v1/profile/body-measurements/update', 'put'>,
): Promise<MyProfile> {
  return (await call(client.PUT('/community/v1/profile/body-measurements/update', { body }))).data;
}
