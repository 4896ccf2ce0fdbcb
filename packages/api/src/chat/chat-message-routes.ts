import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import { sendMessageInputSchema } from '@cho-dep/core/chat/chat-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../accounts/current-user';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { uploadLimit } from '../http/upload-limits';
import { uploadChatImage } from './chat-image';
import { roomMessages } from './chat-message-views';
import {
  answer,
  CHAT_BASE,
  refused,
  requestedRoom,
  roomGuarded,
  roomIdParams,
  security,
  sideQuery,
  signedIn,
  chatTags as tags,
  urlOfRequest,
} from './chat-route-kit';
import { chatMessageSchema } from './chat-view-schemas';
import { sendMessage } from './send-message';

const seq = z.coerce.number().int().min(0).max(2_000_000_000);

const messagesRoute = createRoute({
  method: 'get',
  path: `${CHAT_BASE}/{id}/messages`,
  tags,
  security,
  summary: 'Messages of a room, ascending by seq',
  description:
    'Without before/after: the newest page. before=<seq>: the page older than it (scrolling up). after=<seq>: the messages after it, oldest first (catching up after a dropped connection; ask again from the last seq while a full page comes back). hasOlder says whether messages before the first one exist.',
  request: {
    params: roomIdParams,
    query: sideQuery.extend({
      before: seq.optional(),
      after: seq.optional(),
      limit: z.coerce.number().int().min(1).max(100).default(CHAT_LIMITS.historyPageSize),
    }),
  },
  responses: {
    200: answer('A page of messages', z.object({ items: z.array(chatMessageSchema), hasOlder: z.boolean() })),
    ...roomGuarded,
  },
});

const sendRoute = createRoute({
  method: 'post',
  path: `${CHAT_BASE}/{id}/messages`,
  tags,
  security,
  summary: 'Send a message: text, a picture from POST /api/v1/image, a product card or an order card',
  description:
    'Stored first, then announced to both members (chat:message). The same clientId again answers the stored message (200) without storing it twice. Offensive text is CONTENT_INAPPROPRIATE, like community posts; more than CHAT_LIMITS.sendsPerMinute sends a minute is RATE_LIMITED (429).',
  middleware: [signedIn] as const,
  request: {
    params: roomIdParams,
    query: sideQuery,
    body: { required: true, content: { 'application/json': { schema: sendMessageInputSchema } } },
  },
  responses: {
    200: answer('Already stored under this clientId', chatMessageSchema),
    201: answer('Stored and announced', chatMessageSchema),
    409: refused('The clientId belongs to a message of the other member'),
    429: errorResponses[429],
    ...roomGuarded,
  },
});

const imageRoute = createRoute({
  method: 'post',
  path: '/api/v1/image',
  tags,
  security,
  summary: 'Upload a chat picture (png, jpeg, gif or webp; stored as WebP 1080 and 540 px)',
  description:
    'Recognised by its content, never by name or declared type; re-encoded without metadata. Send the key in a message of kind image.',
  middleware: [signedIn, uploadLimit({ images: 1 })] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z
              .custom<File>((value) => value instanceof File, 'validation.required')
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    200: answer('The stored picture', z.object({ key: z.string(), url: z.string() })),
    400: errorResponses[400],
    401: errorResponses[401],
    413: refused('Larger than the picture limit'),
    415: refused('Not a picture'),
  },
});

/** A room's history, sending, and the picture upload messages use. */
export function chatMessageRoutes() {
  return createRouter()
    .openapi(imageRoute, async (c) => {
      const image = await uploadChatImage(c.get('app'), requireUser(c).userId, c.req.valid('form').file);
      return c.json({ data: image }, 200);
    })
    .openapi(messagesRoute, async (c) => {
      const { side, ...page } = c.req.valid('query');
      const members = await requestedRoom(c, c.req.valid('param').id, side);
      const messages = await roomMessages(c.get('app').database.db, members.roomId, page, urlOfRequest(c));
      return c.json({ data: messages }, 200);
    })
    .openapi(sendRoute, async (c) => {
      const { side } = c.req.valid('query');
      const user = requireUser(c);
      const members = await requestedRoom(c, c.req.valid('param').id, side);
      const sent = await sendMessage(
        c.get('app'),
        members,
        { userId: user.userId, side },
        c.req.valid('json'),
      );
      return sent.created ? c.json({ data: sent.message }, 201) : c.json({ data: sent.message }, 200);
    });
}
