import { createContext, useContext, type ReactNode } from 'react';

/**
 * The interactive parts of a content page (config/paths.ts: `hydrate: 'islands'`), by name: each is
 * rendered into the page's HTML as a root of its own and hydrated alone in the browser
 * (app/islands.tsx), where the rest of the page stays the HTML it came as. The browser's loaders
 * are in app/islandRegistry.ts.
 */
export type IslandName =
  'header' | 'footer' | 'heroImage' | 'backButton' | 'backToTopButton' | 'discountPopup';

/** Props an island is rendered with: written into its HTML as JSON, read back by the browser. */
export type IslandProps = Readonly<Record<string, string | number | boolean>>;

/**
 * Given by the server's render of a content page (app/prerender.tsx): renders an island as a root
 * of its own (HTML), or null for one that renders in the browser only (`client`).
 */
export type IslandRenderer = (name: IslandName, props: IslandProps) => string | null;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** Where an island hydrates: `data-island` names it, `data-props` holds its props. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * An interactive part of a page. In the app (router, whole-page hydration) it is its `children`;
 * in the server's render of a content page, a `display: contents` element holding the island
 * rendered on its own (or nothing yet, for a part that only the browser renders), for
 * app/islands.tsx to hydrate.
 */
export function Island({
  name,
  props = {},
  children,
}: {
  name: IslandName;
  props?: IslandProps;
  children: ReactNode;
}) {
  const render = useContext(IslandRendererContext);
  if (!render) return children;
  const html = render(name, props);
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
