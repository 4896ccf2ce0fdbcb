import { ApiError, CSRF_HEADER, readCsrfToken } from '../../../lib/api-client';

/**
 * A multipart POST that reports upload progress. fetch() cannot observe a request body being
 * sent, so this one call uses XMLHttpRequest; the session cookie and CSRF token travel as with
 * the typed client, and errors come back as the same ApiError.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const csrf = readCsrfToken();
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'INTERNAL', 'Upload failed'));
    xhr.onload = () => {
      let json: { data?: T; error?: { code?: string; message?: string; fields?: [] } } | undefined;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && json?.data !== undefined) {
        onProgress(100);
        resolve(json.data);
        return;
      }
      const error = json?.error ?? {};
      reject(
        new ApiError(
          xhr.status,
          error.code ?? 'INTERNAL',
          error.message ?? 'Upload failed',
          error.fields ?? [],
        ),
      );
    };
    xhr.send(form);
  });
}
