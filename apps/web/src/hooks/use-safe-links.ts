import { useEffect, useRef } from 'react';
import { safeUrl } from '../lib/safe-url';

/**
 * Issue 11: a link in a site's content goes nowhere unless it is http(s) (or an e-mail or phone
 * link). The API sanitised the HTML when it was saved; this holds even for content stored before
 * that. Attach the ref to the element the content's HTML is rendered into.
 */
export function useSafeLinks() {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = body.current;
    const refuseUnsafe = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && safeUrl(link.getAttribute('href'), { alsoSchemes: ['mailto:', 'tel:'] }) === null) event.preventDefault();
    };
    element?.addEventListener('click', refuseUnsafe);
    return () => element?.removeEventListener('click', refuseUnsafe);
  }, []);
  return body;
}
