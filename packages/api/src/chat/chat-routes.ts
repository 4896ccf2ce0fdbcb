import { createRouter } from '../http/router';
import { chatAdminRoutes } from './chat-admin-routes';
import { chatMessageRoutes } from './chat-message-routes';
import { chatRoomRoutes } from './chat-room-routes';
import { chatSellerRoutes } from './chat-seller-routes';

/**
 * Chat between buyers and shops: the buyer's and the seller's inboxes (/api/v1/mobile/chat,
 * side=buyer|shop), the picture upload (/api/v1/image), the seller centre's quick replies and
 * the admin's complaint reading. Messages and fixed paths come before /chat/{id}.
 */
export function chatRoutes() {
  return createRouter()
    .route('/', chatMessageRoutes())
    .route('/', chatRoomRoutes())
    .route('/', chatSellerRoutes())
    .route('/', chatAdminRoutes());
}
