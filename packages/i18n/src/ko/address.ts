import type { Catalog } from '../catalog';
import type { address as vi } from '../vi/address';

export const address: Catalog<typeof vi> = {
  unitTypes: {
    municipality: '중앙직할시',
    province: '성',
    ward: '프엉(동)',
    commune: '싸(읍·면)',
    special_zone: '특구',
    special_city: '특별시',
    metropolitan_city: '광역시',
    special_self_governing_city: '특별자치시',
    special_self_governing_province: '특별자치도',
  },
  koreaDistrictHint: '구/군/시',
};
