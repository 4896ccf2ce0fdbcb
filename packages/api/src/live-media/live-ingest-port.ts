import type { AppContext } from '../app/app-context';

/**
 * What the video pipeline asks of the live domain (it owns the lives table and the stream keys):
 * whose key this is, and that a live started or ended. Injected, so the ingest tests use their
 * own lives and the pipeline never writes the live domain's tables itself.
 */
export interface LiveIngestPort {
  /** The live's shop when the key is this live's and the live may stream now; else null. */
  authenticateIngest(ctx: AppContext, liveId: string, streamKey: string): Promise<{ shopId: string } | null>;
  /** The first video arrived (called again on a reconnect: the live domain keeps the first). */
  markLiveStarted(ctx: AppContext, liveId: string): Promise<void>;
  /** The publisher ended, or went away for good: the replay is at `replayPath`, or there is none. */
  markLiveEnded(ctx: AppContext, liveId: string, details: { replayPath: string | null }): Promise<void>;
}
