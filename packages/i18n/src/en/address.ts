import type { Catalog } from '../catalog';
import type { address as vi } from '../vi/address';

export const address: Catalog<typeof vi> = {
  unitTypes: {
    municipality: 'Centrally run city',
    province: 'Province',
    ward: 'Ward',
    commune: 'Commune',
    special_zone: 'Special zone',
    special_city: 'Special city',
    metropolitan_city: 'Metropolitan city',
    special_self_governing_city: 'Special self-governing city',
    special_self_governing_province: 'Special self-governing province',
  },
  koreaDistrictHint: 'District or city (gu, gun, si)',
};
