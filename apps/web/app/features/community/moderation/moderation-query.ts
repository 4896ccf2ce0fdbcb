import {
  REPORT_TARGET_TYPES,
  type ReportStatus,
  type ReportTargetType,
} from '@cho-dep/core/community/report-schemas';

export const MODERATION_PATH = '/quan-tri/kiem-duyet';
export const REFUSALS_PATH = '/quan-tri/kiem-duyet/chan-tu-dong';

export interface QueueQuery {
  status: ReportStatus;
  targetType?: ReportTargetType;
  page: number;
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** ?status=&type=&page= of the report queue; anything unknown falls back to open, all types, page 1. */
export function parseQueueQuery(params: URLSearchParams): QueueQuery {
  const type = params.get('type') ?? '';
  return {
    status: params.get('status') === 'resolved' ? 'resolved' : 'open',
    ...((REPORT_TARGET_TYPES as readonly string[]).includes(type)
      ? { targetType: type as ReportTargetType }
      : {}),
    page: pageOf(params),
  };
}

export function parsePage(params: URLSearchParams): number {
  return pageOf(params);
}

export function queueHref(query: QueueQuery): string {
  const params = new URLSearchParams();
  if (query.status !== 'open') params.set('status', query.status);
  if (query.targetType) params.set('type', query.targetType);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${MODERATION_PATH}?${search}` : MODERATION_PATH;
}

export function refusalsHref(page: number): string {
  return page > 1 ? `${REFUSALS_PATH}?page=${page}` : REFUSALS_PATH;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Where the moderator opens the content as members see it (a reply: its post). */
export function contentHref(item: { targetType: ReportTargetType; targetId: string; postId: string | null }) {
  if (item.targetType === 'blook') return `/blook/${item.targetId}`;
  return item.postId ? `/post/${item.postId}` : null;
}
