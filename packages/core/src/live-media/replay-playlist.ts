/**
 * The replay of a live is every ingest run's segments in order (decision 062): a publisher whose
 * connection dropped and came back made a new run, with its own init section. One VOD playlist
 * strings them together, a discontinuity before each run after the first, each run's files
 * named through its folder. Runs without a segment are left out.
 */
export interface RunPlaylist {
  runId: string;
  /** The run's own playlist, as ffmpeg wrote it. */
  text: string;
}

export function replayPlaylist(runs: RunPlaylist[]): string | null {
  const parts = runs
    .map((run) => ({ runId: run.runId, ...parseRun(run.text) }))
    .filter((r) => r.segments.length);
  if (parts.length === 0) return null;
  const target = Math.max(...parts.flatMap((part) => part.segments.map((s) => Math.ceil(s.duration))));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  parts.forEach((part, index) => {
    if (index > 0) lines.push('#EXT-X-DISCONTINUITY');
    if (part.map) lines.push(`#EXT-X-MAP:URI="${part.runId}/${part.map}"`);
    for (const segment of part.segments)
      lines.push(`#EXTINF:${segment.duration.toFixed(6)},`, `${part.runId}/${segment.uri}`);
  });
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

/** Seconds of video in a run's playlist (the replay's chapters are offsets into this sum). */
export function playlistSeconds(text: string): number {
  return parseRun(text).segments.reduce((sum, segment) => sum + segment.duration, 0);
}

function parseRun(text: string) {
  const segments: { duration: number; uri: string }[] = [];
  let map: string | null = null;
  let duration: number | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const mapMatch = line.match(/^#EXT-X-MAP:URI="([^"]+)"/);
    if (mapMatch) map = mapMatch[1] ?? null;
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ duration, uri: line });
      duration = null;
    }
  }
  return { map, segments };
}
