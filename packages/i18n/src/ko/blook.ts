import type { Catalog } from '../catalog';
import type { blook as vi } from '../vi/blook';

export const blook: Catalog<typeof vi> = {};
