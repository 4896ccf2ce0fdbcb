import type { Catalog } from '../catalog';
import type { shopFeedback as vi } from '../vi/shop-feedback';

export const shopFeedback: Catalog<typeof vi> = {};
