import type { BlookPageView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import type { FollowAccount } from '@cho-dep/api/community/walls/follow-lists';
import type { WallView } from '@cho-dep/api/community/walls/wall-view';
import type { FeedPage } from '../feed/post-types';

export type { WallView };

export const WALL_TABS = ['posts', 'blook', 'followers', 'following'] as const;
export type WallTab = (typeof WALL_TABS)[number];

export function parseWallTab(value: string | null): WallTab {
  return (WALL_TABS as readonly string[]).includes(value ?? '') ? (value as WallTab) : 'posts';
}

export interface FollowPage {
  data: FollowAccount[];
  page: number;
  limit: number;
  total: number;
}

type Base = { wall: WallView; now: string };

/** What /tuong/{id} renders: the wall and the first page of its open tab. */
export type WallScreenData = Base &
  (
    | { tab: 'posts'; posts: FeedPage }
    | { tab: 'blook'; blooks: BlookPageView }
    | { tab: 'followers' | 'following'; follows: FollowPage }
  );
