/** The bulk edit table's address: /ban-hang/quan-ly-san-pham/chinh-sua-hang-loat?status=&q=&page= */
export const BULK_EDIT_PATH = '/ban-hang/quan-ly-san-pham/chinh-sua-hang-loat';

export interface BulkEditQuery<S extends string = string> {
  status: S;
  q: string;
  page: number;
}

export function parseBulkEditQuery<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
): BulkEditQuery<S> {
  const status = params.get('status') as S | null;
  const page = Number(params.get('page'));
  return {
    status: status && statuses.includes(status) ? status : (statuses[0] as S),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function bulkEditHref(query: BulkEditQuery, change: Partial<BulkEditQuery>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.status !== 'all') params.set('status', next.status);
  if (next.q) params.set('q', next.q);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${BULK_EDIT_PATH}?${search}` : BULK_EDIT_PATH;
}
