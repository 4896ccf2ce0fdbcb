import { parseLanguage } from '@cho-dep/core/locale/locales';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadCatalog } from './lib/i18n';

// The page's texts first (one language's chunk, named by <html lang>), then
// hydrate: the first client render must use the words the server rendered.
await preloadCatalog(parseLanguage(document.documentElement.lang) ?? 'vi');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
