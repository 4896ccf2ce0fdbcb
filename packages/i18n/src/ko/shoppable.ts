import type { Catalog } from '../catalog';
import type { shoppable as vi } from '../vi/shoppable';

export const shoppable: Catalog<typeof vi> = {};
