import { isAppError } from '@cho-dep/core/errors/app-error';
import type { AppContext } from '../app/app-context';
import { transitionOrder } from './transition-order';

/**
 * The auto-completion job's work: 'auto_complete' by the system. Refused means someone got
 * there first (the buyer confirmed receipt or asked for a return, or the job already ran):
 * nothing to do, and the job is done rather than retried.
 */
export async function autoCompleteOrder(ctx: AppContext, orderId: string): Promise<'completed' | 'skipped'> {
  try {
    await ctx.database.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId,
        event: 'auto_complete',
        actor: 'system',
        scope: { kind: 'system' },
        now: ctx.now(),
      }),
    );
    return 'completed';
  } catch (error) {
    if (isAppError(error) && (error.code === 'ORDER_TRANSITION_REFUSED' || error.code === 'NOT_FOUND'))
      return 'skipped';
    throw error;
  }
}
