import type { Catalog } from '../catalog';
import type { chatSuggestions as vi } from '../vi/chat-suggestions';

/** Suggested questions when a buyer opens a new conversation with a shop (chat/suggest-chat). */
export const chatSuggestions: Catalog<typeof vi> = {
  items: {
    inStock: 'Is this in stock?',
    shippingTime: 'How long does delivery take?',
    sizeAdvice: 'Could you help me choose a size?',
    discount: 'Do you have any discount codes?',
    returns: 'Can I return or exchange it?',
  },
  /** A new message's push when the recipient has no page open: a picture or a card in words. */
  push: {
    image: 'Sent a picture',
    product: 'Product: {{name}}',
    order: 'Order {{code}}',
  },
};
