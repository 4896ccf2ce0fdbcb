import { ApiError, CSRF_HEADER, readCsrfToken } from '../../lib/api-client';

const IMAGE_PATH = '/api/v1/image';

/**
 * Sends a chat picture to POST /api/v1/image, reporting progress (0..1): a photo from a
 * phone's camera on 4G takes seconds, and the bubble shows how far it is. XMLHttpRequest,
 * because fetch reports no upload progress; cookie, CSRF token and ApiError as the client.
 */
export function uploadChatImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ key: string; url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', IMAGE_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    const csrf = readCsrfToken();
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let json: { data?: { key: string; url: string }; error?: { code?: string; message?: string } } = {};
      try {
        json = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status >= 200 && xhr.status < 300 && json.data) {
        onProgress(1);
        resolve(json.data);
      } else {
        reject(
          new ApiError(xhr.status, json.error?.code ?? 'INTERNAL', json.error?.message ?? 'Error Occurred'),
        );
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'INTERNAL', 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
