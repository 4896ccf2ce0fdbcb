import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadTextGroups } from './lib/i18n-texts';

// The texts every page shows first (the page's language, named by <html lang>), then hydrate:
// the first client render must use the words the server rendered. The page's own modules
// have already waited for the other parts they name.
await loadTextGroups(['core']);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
