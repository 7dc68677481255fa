import { useEffect } from 'react';
import { shop } from '../config/shop';

export interface PageMeta {
  title: string;
  description: string;
}

/** When prerendering (no document), the first page meta rendered is kept here for the HTML head. */
const prerendered: { meta: PageMeta | null } = { meta: null };

/** Returns and clears the page meta recorded by the last prerender (see app/prerender.tsx). */
export function takePrerenderedMeta(): PageMeta | null {
  const meta = prerendered.meta;
  prerendered.meta = null;
  return meta;
}

/** Server-side only: remembers the outermost page's meta (its hook runs first when rendering to a string). */
function recordPrerenderedMeta(meta: PageMeta): void {
  if (!prerendered.meta) prerendered.meta = meta;
}

export function documentTitle(title: string): string {
  return title ? `${title} | ${shop.name}` : shop.name;
}

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Sets the document title (`Page | Shop`) and the meta description of the current route. */
export function usePageMeta(title: string, description: string): void {
  // The outermost page's meta wins, as in the browser where its effect runs last.
  if (typeof document === 'undefined') recordPrerenderedMeta({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    setMetaDescription(description);
  }, [title, description]);
}
