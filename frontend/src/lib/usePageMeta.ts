import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { indexable, type RouteDeclaration, type ShareSection } from '../config/paths';
import type { RouteMeta } from '../config/routeMeta';
import { shop } from '../config/shop';
import type { StructuredData } from './seo/structuredData';

/** What a page tells the HTML head (written by lib/seo/head.ts when the page is rendered ahead). */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's canonical path; null for a page that is not indexed (`noindex`). */
  canonical: string | null;
  /** The section whose share image previews a link to the page. */
  section: ShareSection;
  /** The page's own schema.org JSON-LD (breadcrumbs, services, FAQ). */
  structuredData: StructuredData[];
  /** The page carries the shop's structured data (written by the server: its closed days move). */
  shopData: boolean;
}

/**
 * What a server render learns from the page it renders (app/prerender.tsx provides one per render,
 * so that concurrent renders never mix them up): the page's meta for the HTML head, and whether it
 * shows a not-found state.
 */
export class ServerRender {
  meta: PageMeta | null = null;
  notFound = false;

  /** `metaOf`: the routes' titles and descriptions (config/routeMeta.ts), which the browser loads only when it needs them. */
  constructor(readonly metaOf: (route: RouteDeclaration) => RouteMeta) {}

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

/** A title or description of the route manifest with its `{placeholders}` filled; `{shop}` is the shop's name. */
export function fillMeta(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = name === 'shop' ? shop.name : values[name];
    if (value === undefined) throw new Error(`no value for ${whole} in "${template}"`);
    return value;
  });
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

function useMeta(meta: PageMeta): void {
  // On the server the outermost page's meta is kept, as in the browser where its effect runs last.
  useContext(ServerRenderContext)?.recordMeta(meta);
  const { title, description } = meta;
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
}

/**
 * Sets the document title (`Page | Shop`) and the meta description of a page that is not indexed
 * (staff pages, not-found states).
 */
export function usePageMeta(title: string, description: string): void {
  useMeta({
    title: documentTitle(title),
    description,
    canonical: null,
    section: 'home',
    structuredData: [],
    shopData: false,
  });
}

export interface RouteMetaOptions {
  /** The values of the route's `each` placeholders: what the page shows. */
  values?: Readonly<Record<string, string>>;
  /** The page's schema.org JSON-LD. */
  structuredData?: StructuredData[];
  /** The page carries the shop's structured data (the home and about pages). */
  shopData?: boolean;
}

/** The route's title and description, the page's values filled in, and what its head says besides. */
function routePageMeta(
  meta: RouteMeta,
  route: RouteDeclaration,
  pathname: string,
  options: RouteMetaOptions,
): PageMeta {
  const values = options.values ?? {};
  const own = meta.each ?? meta;
  return {
    title: documentTitle(fillMeta(own.title, values)),
    description: fillMeta(own.description, values),
    canonical: route.sameAs ?? (indexable(route) ? pathname : null),
    section: route.section ?? 'home',
    structuredData: options.structuredData ?? [],
    shopData: options.shopData === true && indexable(route),
  };
}

/**
 * The path whose head the document's HTML wrote (a page rendered ahead: its #root says which), until
 * the app shows another path: the browser needs no title or description of its own before that.
 */
let headOfHtml: string | null =
  typeof document === 'undefined' ? null : (document.getElementById('root')?.dataset.prerendered ?? null);
function headWrittenFor(pathname: string): boolean {
  if (headOfHtml !== pathname.replace(/(.)\/+$/, '$1')) headOfHtml = null;
  return headOfHtml !== null;
}

/**
 * The title, description, canonical link and share image of a public page, from its route's
 * title and description (config/routeMeta.ts), with what it shows filled in. The server renders
 * them into the head; the browser sets the title and description once it shows another page than
 * the one its HTML was written for, loading the routes' titles then (they stay out of the first
 * page's scripts).
 */
export function useRouteMeta(route: RouteDeclaration, options: RouteMetaOptions = {}): void {
  const { pathname } = useLocation();
  const server = useContext(ServerRenderContext);
  // On the server the outermost page's meta is kept, as in the browser where its effect runs last.
  if (server) server.recordMeta(routePageMeta(server.metaOf(route), route, pathname, options));
  const values = JSON.stringify(options.values ?? {});
  useEffect(() => {
    if (headWrittenFor(pathname)) return undefined;
    let current = true;
    void import('../config/routeMeta').then(({ metaOf }) => {
      if (!current) return;
      const { title, description } = routePageMeta(metaOf(route), route, pathname, {
        values: JSON.parse(values) as Record<string, string>,
      });
      document.title = title;
      setMetaDescription(description);
    });
    return () => {
      current = false;
    };
  }, [route, pathname, values]);
}
