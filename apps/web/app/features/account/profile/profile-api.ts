import type { BodyMeasurements, Gender } from '@cho-dep/core/profile/profile-schemas';
import { api } from '../../../lib/api-client';

/** GET /community/v1/profile/me/ as this page reads it (SPEC.md section 3, User profile). */
export interface MyProfile {
  _id: string;
  fullName: string;
  email: string | null;
  email_verified: boolean;
  phone: string | null;
  phoneDisplay: string | null;
  phone_verified: boolean;
  avatar: string | null;
  birthDate: string | null;
  gender: Gender | null;
  idNumber: string | null;
  taxCode: string | null;
  bankName: string | null;
  bankAccount: string | null;
  bankBranch: string | null;
  bodyMeasurements: BodyMeasurements | null;
}

export const PROFILE_PATH = '/community/v1/profile/me/';

export interface ProfileForm {
  fullName: string;
  birthDate: string;
  gender: Gender | '';
  idNumber: string;
  taxCode: string;
  bankName: string;
  bankAccount: string;
  bankBranch: string;
}

export function toProfileForm(profile: MyProfile): ProfileForm {
  return {
    fullName: profile.fullName,
    birthDate: profile.birthDate ?? '',
    gender: profile.gender ?? '',
    idNumber: profile.idNumber ?? '',
    taxCode: profile.taxCode ?? '',
    bankName: profile.bankName ?? '',
    bankAccount: profile.bankAccount ?? '',
    bankBranch: profile.bankBranch ?? '',
  };
}

export async function updateProfile(body: Record<string, unknown>): Promise<MyProfile> {
  const answer = await api<{ data: MyProfile }>('/community/v1/profile/update-profile', {
    method: 'PUT',
    body,
  });
  return answer.data;
}

export async function updateAvatar(file: File): Promise<MyProfile> {
  const body = new FormData();
  body.append('avatar', file);
  const answer = await api<{ data: MyProfile }>('/community/v1/profile/update-avatar', {
    method: 'PUT',
    body,
  });
  return answer.data;
}

export async function updateBodyMeasurements(body: Record<string, number | null>): Promise<MyProfile> {
  const answer = await api<{ data: MyProfile }>('/community/v1/profile/body-measurements/update', {
    method: 'PUT',
    body,
  });
  return answer.data;
}
