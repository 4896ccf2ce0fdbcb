import { LANGUAGES } from '@cho-dep/core/locale/locales';
import { resources } from '@cho-dep/i18n/resources';
import { registerCatalog } from './i18n-texts';

/** The server renders every language: all three catalogs are registered once, at start. */
for (const language of LANGUAGES) registerCatalog(language, resources[language]);
