import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app/app-context';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { apiCaller } from '../testing/api-caller';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import type { ChatMessageView, ChatRoomView } from './chat-view-schemas';

export const CHAT = '/api/v1/mobile/chat';

type Call = ReturnType<typeof apiCaller>;

/** The test app with the address data shops need, and a caller of its API. */
export async function chatTestApp(app?: Awaited<ReturnType<typeof createTestApp>>) {
  const t = app ?? (await createTestApp());
  await prepareCheckoutData(t.ctx);
  return { ...t, call: apiCaller(t.api) };
}

/**
 * A seller with a shop selling one product, and a buyer with a room open with that shop.
 * `send` posts a text message as either side.
 */
export async function chatWorld(ctx: AppContext, call: Call, buyerName = 'Nguyễn Thị Lan') {
  const seller = await insertSellerWithShop(ctx);
  const buyer = await insertSignedInUser(ctx, { fullName: buyerName });
  const opened = await call<ChatRoomView>(buyer.headers, 'POST', CHAT, { shopId: seller.shopId });
  if (!opened.body.data) throw new Error(`open failed: ${JSON.stringify(opened.body)}`);
  const roomId = opened.body.data.id;
  const headersOf = (side: 'buyer' | 'shop') => (side === 'buyer' ? buyer.headers : seller.headers);
  const send = async (side: 'buyer' | 'shop', text: string, clientId = randomUUID()) => {
    const sent = await call<ChatMessageView>(
      headersOf(side),
      'POST',
      `${CHAT}/${roomId}/messages?side=${side}`,
      {
        kind: 'text',
        clientId,
        text,
      },
    );
    if (sent.status !== 201 && sent.status !== 200)
      throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
    return sent.body.data as ChatMessageView;
  };
  return { seller, buyer, roomId, send, headersOf };
}
