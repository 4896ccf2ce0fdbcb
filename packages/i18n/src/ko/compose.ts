import type { Catalog } from '../catalog';
import type { compose as vi } from '../vi/compose';

export const compose: Catalog<typeof vi> = {};
