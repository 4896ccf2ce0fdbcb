import { catalog as en } from './en/index';
import { catalog as ko } from './ko/index';
import { catalog as vi } from './vi/index';

/** All catalogs, keyed by language. The en and ko catalogs are checked against vi. */
export const resources = { vi, en, ko } as const;
