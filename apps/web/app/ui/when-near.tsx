import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the place they go comes within about a screen of the viewport:
 * for sections far below the fold that read their content in the browser anyway (community
 * posts under a product), so their code downloads only for the visitors who scroll there.
 * The server renders the empty place; without IntersectionObserver the children render at once.
 */
export function WhenNear({ children, margin = '800px' }: { children: ReactNode; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return near ? children : <div ref={place} />;
}
