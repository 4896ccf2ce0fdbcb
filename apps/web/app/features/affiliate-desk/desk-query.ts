/** The desk's address: one page, three tabs, the KOL tab filtered by status and paged. */
export const DESK_PATH = '/quan-tri/tiep-thi-lien-ket';

export const DESK_TABS = ['kols', 'campaigns', 'reviews'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

export const KOL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KolStatus = (typeof KOL_STATUSES)[number];

export interface DeskQuery {
  tab: DeskTab;
  status: KolStatus;
  page: number;
}

/** A hand-typed or stale address falls back to the first tab, the pending filter, the first page. */
export function parseDeskQuery(params: URLSearchParams): DeskQuery {
  const tab = DESK_TABS.find((t) => t === params.get('tab')) ?? 'kols';
  const status = KOL_STATUSES.find((s) => s === params.get('status')) ?? 'pending';
  const page = Number(params.get('page'));
  return { tab, status, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

export function deskHref(query: Partial<DeskQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== 'kols') params.set('tab', query.tab);
  if (query.status && query.status !== 'pending') params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${DESK_PATH}?${search}` : DESK_PATH;
}

export const kolHref = (userId: string) => `${DESK_PATH}/kol/${userId}`;

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
