import type { Catalog } from '../catalog';
import type { blog as vi } from '../vi/blog';

export const blog: Catalog<typeof vi, 'one'> = {};
