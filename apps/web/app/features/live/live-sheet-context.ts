import type { LiveDetailView, LivePinView } from '@cho-dep/api/live/live-view-schemas';
import { useOutletContext } from 'react-router';

/**
 * What the watch page hands the sheets that open over its video (its child routes): the live,
 * the pin as the room has it now (the live price and its end), the server's clock and
 * whether the viewer is signed in.
 */
export interface LiveSheetContext {
  live: LiveDetailView;
  pin: LivePinView | null;
  now: string;
  signedIn: boolean;
}

export const useLiveSheet = () => useOutletContext<LiveSheetContext>();

/** Back to the live itself, the video still playing under the closed sheet. */
export const liveHref = (liveId: string) => `/live/${liveId}`;
