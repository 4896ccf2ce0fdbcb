import type { AppContext } from '../app/app-context';

/**
 * Port for the account-deletion notice: how many of a buyer's orders are on their way.
 * The order module (issue 4/5) replaces this with a real count; until orders exist, no
 * account can have one in transit, so the answer is 0 and nothing is queried.
 */
export async function countOrdersInTransit(_ctx: AppContext, _userId: string): Promise<number> {
  return 0;
}
