import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: for parts nobody needs during the first
 * paint (the toast region), so that their code does not compete
 * with the page's own code and data on a slow phone.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setReady(true), 200);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return ready;
}
