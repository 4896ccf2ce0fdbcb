import type { ReturnStatus } from '@cho-dep/core/returns/return-statuses';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client';
import type { ReturnList, ReturnView } from './returns-api';

/** One page of a request list (seller centre or admin queue), filtered by status, with in-place updates. */
export function useReturnList(base: string, status: ReturnStatus | null) {
  const [list, setList] = useState<ReturnList>();
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const load = useCallback(() => {
    const request = ++latest.current;
    setFailed(false);
    api<{ data: ReturnList }>(status ? `${base}?status=${status}` : base)
      .then((answer) => {
        if (request === latest.current) setList(answer.data);
      })
      .catch(() => {
        if (request === latest.current) setFailed(true);
      });
  }, [base, status]);
  useEffect(() => {
    load();
  }, [load]);
  const replace = useCallback((next: ReturnView) => {
    setList(
      (current) => current && { ...current, data: current.data.map((r) => (r.id === next.id ? next : r)) },
    );
  }, []);
  return { list, failed, reload: load, replace };
}
