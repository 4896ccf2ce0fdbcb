import type { Catalog } from '../catalog';
import type { community as vi } from '../vi/community';

export const community: Catalog<typeof vi> = {};
