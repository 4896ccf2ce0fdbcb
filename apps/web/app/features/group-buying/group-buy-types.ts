import type { ApiSchema } from '../../lib/api-fetch';

export type GroupProgram = ApiSchema<'SellerGroupBuyProgram'>;
export type SellerTeam = ApiSchema<'SellerGroupBuyTeam'>;
export type TeamCard = ApiSchema<'GroupBuyTeamCard'>;
export type TeamDetail = ApiSchema<'GroupBuyTeam'>;
export type ProductGroupBuy = ApiSchema<'ProductGroupBuy'>;
