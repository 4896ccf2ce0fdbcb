import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { PLAYLIST_FILE } from './media-folders';

export interface HlsOutputOptions {
  /** The run's folder (it exists). */
  folder: string;
  /** H.264 from the recorder is copied; anything else is encoded (costly: one core per live at 720p). */
  copyVideo: boolean;
  /** Segment length in seconds: 1 by default (a viewer is about 3 segments behind). */
  segmentSeconds?: number;
  /** ffmpeg's input: a pipe (browser chunks on stdin) by default, or a URL (RTMP pulled from the local server). */
  input?: string;
  /** Replaces the whole input part (inputs and `-map`s): the demo's generated pattern. */
  inputArguments?: string[];
}

/**
 * ffmpeg's arguments for one run: the input as it comes (Matroska/WebM or fragmented MP4 from
 * MediaRecorder, or FLV from RTMP), probed briefly so the first segment is not held back, written
 * as fMP4 HLS; the playlist is an event playlist, closed (#EXT-X-ENDLIST) when the input ends,
 * so the same files are the replay.
 */
export function hlsArguments(options: HlsOutputOptions): string[] {
  const seconds = options.segmentSeconds ?? 1;
  const video = options.copyVideo
    ? ['-c:v', 'copy']
    : // A keyframe every segment, so every segment starts one and the player can join there.
      [
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-tune',
        'zerolatency',
        '-pix_fmt',
        'yuv420p',
        '-force_key_frames',
        `expr:gte(t,n_forced*${seconds})`,
      ];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    ...(options.inputArguments ?? [
      '-fflags',
      '+genpts',
      '-probesize',
      '262144',
      '-analyzeduration',
      '1000000',
      '-i',
      options.input ?? 'pipe:0',
    ]),
    ...(options.inputArguments ? [] : ['-map', '0:v:0?', '-map', '0:a:0?']),
    ...video,
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ar',
    '48000',
    '-f',
    'hls',
    '-hls_time',
    String(seconds),
    '-hls_list_size',
    '0',
    '-hls_playlist_type',
    'event',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    join(options.folder, 'seg-%05d.m4s'),
    // Playlist and segments written under a temporary name and renamed when complete: a viewer
    // never reads half a file.
    '-hls_flags',
    'independent_segments+temp_file',
    join(options.folder, PLAYLIST_FILE),
  ];
}

export interface HlsProcess {
  child: ChildProcessWithoutNullStreams;
  /** Resolves when ffmpeg has exited, with its exit code and the end of what it printed. */
  exited: Promise<{ code: number | null; errors: string }>;
}

export function startHlsProcess(options: HlsOutputOptions): HlsProcess {
  const child = spawn('ffmpeg', hlsArguments(options), { stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  child.stdout.resume();
  // A publisher that leaves mid-chunk closes the pipe under ffmpeg: nothing to report.
  child.stdin.on('error', () => {});
  const exited = new Promise<{ code: number | null; errors: string }>((resolve) => {
    child.on('error', (error) => resolve({ code: null, errors: `${errors}${error.message}` }));
    child.on('close', (code) => resolve({ code, errors }));
  });
  return { child, exited };
}
