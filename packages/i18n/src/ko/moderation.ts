import type { Catalog } from '../catalog';
import type { moderation as vi } from '../vi/moderation';

export const moderation: Catalog<typeof vi> = {};
