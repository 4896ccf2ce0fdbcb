import type { VoucherView } from '@cho-dep/api/vouchers/voucher-views';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { useRequireLogin } from '../../lib/use-require-login';
import { useToast } from '../../ui/toast';

/**
 * Saving vouchers from /khuyen-mai: by id (the ticket's button) or by a typed code. Signed
 * out, it opens the login instead (product.md §4). The saved voucher comes back from the
 * server and replaces the one shown; a voucher whose codes ran out is marked so, and every
 * refusal is shown in the server's words.
 */
export function useVoucherSave(onChange: (voucher: VoucherView) => void, onFull: (id: string) => void) {
  const t = useT();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const [pending, setPending] = useState<string | null>(null);

  const run = useCallback(
    async (
      key: string,
      request: () => Promise<{ data: VoucherView }>,
      success: (v: VoucherView) => string,
    ) => {
      setPending(key);
      try {
        const answer = await request();
        onChange(answer.data);
        toast.show(success(answer.data), 'success');
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'VOUCHER_SAVE_LIMIT' && key !== 'code') onFull(key);
        toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');
        return false;
      } finally {
        setPending(null);
      }
    },
    [onChange, onFull, t, toast],
  );

  const saveById = useCallback(
    (id: string) =>
      requireLogin(() => {
        void run(
          id,
          () => call(client.POST('/api/v1/mobile/vouchers/{id}/save', { params: { path: { id } } })),
          () => t('vouchers.ticket.savedToast'),
        );
      }),
    [requireLogin, run, t],
  );

  /** Resolves true when saved; false when refused or when the login had to open first. */
  const saveByCode = useCallback(
    (code: string) =>
      new Promise<boolean>((resolve) => {
        const started = requireLogin(() => {
          void run(
            'code',
            () => call(client.POST('/api/v1/mobile/vouchers/save-by-code', { body: { code } })),
            (v) => t('vouchers.code.saved', { code: v.code }),
          ).then(resolve);
        });
        if (!started) resolve(false);
      }),
    [requireLogin, run, t],
  );

  return { pending, saveById, saveByCode };
}
