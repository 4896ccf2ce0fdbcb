import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client';

export interface ApiResource<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Replaces the data after a write answered with the new state (no second request). */
  setData: (data: T) => void;
}

/**
 * Loads one `{ data }` answer of our API in the browser. The account sections read the same
 * endpoints the mobile clients use, so the page and the apps never disagree on a shape.
 * A reload keeps the current data on screen until the new answer arrives.
 */
export function useApiResource<T>(path: string): ApiResource<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const load = useCallback(() => {
    // Only the newest request may write: an older answer arriving late is dropped.
    const request = ++latest.current;
    setLoading(true);
    setFailed(false);
    api<{ data: T }>(path)
      .then((answer) => {
        if (request === latest.current) setData(answer.data);
      })
      .catch(() => {
        if (request === latest.current) setFailed(true);
      })
      .finally(() => {
        if (request === latest.current) setLoading(false);
      });
  }, [path]);

  useEffect(() => {
    load();
  }, [load]);

  return { data, loading, failed, reload: load, setData };
}
