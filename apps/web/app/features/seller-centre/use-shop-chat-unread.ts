import { SERVER_EVENTS } from '@cho-dep/core/realtime/realtime-events';
import { call, client } from '../../lib/api-fetch';
import { useQuery, useQueryClient } from '../../lib/query-cache';
import { useRealtimeEvent } from '../realtime/realtime-provider';

const RED_DOT_PATH = '/api/v1/mobile/chat/total-red-dot';

/**
 * Unread messages in the shop's inbox, for the seller centre menu's "Trò chuyện": the header's
 * red dot counts the member's own (buyer) side, so without this a seller working in the centre
 * would not see buyers waiting. The query key is the chat feature's, so both refresh together.
 */
export function useShopChatUnread(): number {
  const queryClient = useQueryClient();
  const count = useQuery({
    queryKey: [RED_DOT_PATH, { side: 'shop' }],
    queryFn: async () =>
      (await call(client.GET(RED_DOT_PATH, { params: { query: { side: 'shop' } } }))).data.data,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [RED_DOT_PATH] });
  useRealtimeEvent(SERVER_EVENTS.chatMessage, refresh);
  useRealtimeEvent(SERVER_EVENTS.chatRoom, refresh);
  return count.data ?? 0;
}
