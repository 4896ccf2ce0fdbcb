import { ApiError, CSRF_HEADER, readCsrfToken } from '../../../lib/api-client';

/** What POST /community/v1/posts/media answers for one picture or video. */
export interface UploadedMedia {
  kind: 'image' | 'video';
  key: string;
  previewUrl: string;
  posterUrl?: string | null;
  seconds?: number | null;
}

export const MEDIA_UPLOAD_PATH = '/community/v1/posts/media';

/**
 * Uploads one picture or video to the community's media route, reporting progress (0..1) as
 * it goes. XMLHttpRequest rather than the typed client: fetch reports no upload progress, and a
 * 20 MB video on a phone needs a bar. Same manners as the client: cookies, the CSRF token, a
 * refusal thrown as ApiError in the user's language.
 */
export function uploadPostMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', MEDIA_UPLOAD_PATH);
    request.setRequestHeader('Accept', 'application/json');
    const csrf = readCsrfToken();
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let json: { data?: UploadedMedia; error?: { code?: string; message?: string } } | undefined;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = undefined;
      }
      if (request.status >= 200 && request.status < 300 && json?.data) {
        onProgress(1);
        resolve(json.data);
        return;
      }
      reject(
        new ApiError(
          request.status,
          json?.error?.code ?? 'INTERNAL',
          json?.error?.message ?? 'Error Occurred',
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, 'INTERNAL', 'Network error'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
