/**
 * Vietnam's mobile prefixes: the first three digits of a ten-digit mobile number (0 and nine
 * digits), by the network that holds them.
 *
 * Source: the national numbering plan of the Ministry of Information and Communications (whose
 * telecommunications remit passed to the Ministry of Science and Technology in March 2025): the
 * conversion of 11-digit mobile numbers to 10 digits (Decision 798/QĐ-BTTTT, done by November
 * 2018) and the blocks assigned since (Vietnamobile 052, Reddi 055, now Wintel; Itel 087).
 * Checked on 2026-11-27 against the carriers' published prefixes and product.md §partners.
 *
 * libphonenumber's metadata is not used for Vietnamese mobiles: it lags the plan (version
 * 1.13.16 refuses real 052, 055 and 089 numbers) and accepts blocks nobody holds (030, 031,
 * 051, and 095 of the closed S-Fone). When the plan changes, change this table.
 */
export const VN_MOBILE_NETWORKS = {
  viettel: ['032', '033', '034', '035', '036', '037', '038', '039', '086', '096', '097', '098'],
  mobifone: ['070', '076', '077', '078', '079', '089', '090', '093'],
  vinaphone: ['081', '082', '083', '084', '085', '088', '091', '094'],
  vietnamobile: ['052', '056', '058', '092'],
  gmobile: ['059', '099'],
  wintel: ['055'],
  itel: ['087'],
} as const satisfies Record<string, readonly string[]>;

export type VnMobileNetwork = keyof typeof VN_MOBILE_NETWORKS;

const NETWORK_BY_PREFIX: ReadonlyMap<string, VnMobileNetwork> = new Map(
  Object.entries(VN_MOBILE_NETWORKS).flatMap(([network, prefixes]) =>
    prefixes.map((prefix) => [prefix, network as VnMobileNetwork] as const),
  ),
);

/**
 * The network of a Vietnamese mobile number given as its national significant number (nine
 * digits, without the trunk 0: 912345678), or null when it is not a mobile number in the plan.
 */
export function vietnameseMobileNetwork(nationalNumber: string): VnMobileNetwork | null {
  if (!/^\d{9}$/.test(nationalNumber)) return null;
  return NETWORK_BY_PREFIX.get(`0${nationalNumber.slice(0, 2)}`) ?? null;
}
