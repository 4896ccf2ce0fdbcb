import type { ReturnStatus } from '@cho-dep/core/returns/return-statuses';
import { useCallback } from 'react';
import { call, client } from '../../lib/api-fetch';
import { keepPreviousData, useQuery, useQueryClient } from '../../lib/query-cache';
import type { ReturnView } from './returns-api';

const LISTS = { seller: '/api/v1/seller/returns', admin: '/api/v1/admin/returns' } as const;

/**
 * One page of a request list (the seller centre's, or the admin's queue), filtered by status;
 * the list shown stays until the next status's answer arrives, and a request the person acted
 * on is replaced in place by the API's answer.
 */
export function useReturnList(audience: keyof typeof LISTS, status: ReturnStatus | null) {
  const queries = useQueryClient();
  const params = { query: status ? { status } : {} };
  const queryKey = [LISTS[audience], params];
  const list = useQuery({
    queryKey,
    queryFn: async () =>
      (
        await call(
          audience === 'seller'
            ? client.GET('/api/v1/seller/returns', { params })
            : client.GET('/api/v1/admin/returns', { params }),
        )
      ).data,
    placeholderData: keepPreviousData,
  });
  const keyHash = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key.
  const replace = useCallback(
    (next: ReturnView) =>
      queries.setQueryData<typeof list.data>(
        queryKey,
        (current) => current && { ...current, data: current.data.map((r) => (r.id === next.id ? next : r)) },
      ),
    [queries, keyHash],
  );
  return { list: list.data, failed: list.isError, replace };
}
