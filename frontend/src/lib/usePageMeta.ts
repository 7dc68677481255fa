import { createContext, useContext, useEffect } from 'react';
import { shop } from '../config/shop';

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * What a server render learns from the page it renders (app/prerender.tsx provides one per render,
 * so that concurrent renders never mix them up): the page's meta for the HTML head, and whether it
 * shows a not-found state.
 */
export class ServerRender {
  meta: PageMeta | null = null;
  notFound = false;

  /** The outermost page's meta wins: its hook runs first on the server. */
  recordMeta(meta: PageMeta): void {
    this.meta ??= meta;
  }

  markNotFound(): void {
    this.notFound = true;
  }
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** Marks the page being rendered on the server as a not-found page (components/ui/NotFoundState). */
export function useNotFoundStatus(): void {
  useContext(ServerRenderContext)?.markNotFound();
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
  // On the server the outermost page's meta is kept, as in the browser where its effect runs last.
  useContext(ServerRenderContext)?.recordMeta({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    setMetaDescription(description);
  }, [title, description]);
}
