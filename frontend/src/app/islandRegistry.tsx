import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from '../components/island/Island';

type IslandComponent = ComponentType<IslandProps>;

/** The browser's store, loaded on the discount form's first keystroke (as in app/router.tsx). */
const loadBrowserStore = () => import('./StoreProvider').then((module) => module.browserStore);

/**
 * Each island's component (components/island/Island.tsx), loaded on demand: in the browser, the
 * ones a page has (app/islands.tsx); on the server, all of them before rendering (app/prerender.tsx).
 * `client`: rendered in the browser only (nothing of it is in the HTML); `visible`: below the fold,
 * loaded once it comes near the screen (or the pointer or the focus comes to it).
 */
export const islandModules: Record<
  IslandName,
  { load: () => Promise<IslandComponent>; client?: true; visible?: true }
> = {
  header: {
    load: () => import('../components/header/Header').then((m) => m.Header as IslandComponent),
  },
  footer: {
    visible: true,
    load: () => import('../components/footer/Footer').then((m) => m.default as IslandComponent),
  },
  heroImage: {
    load: () => import('../features/home/components/HeroImage').then((m) => m.HeroImage as IslandComponent),
  },
  backButton: {
    load: () => import('../components/ui/PageBackButton').then((m) => m.PageBackButton as IslandComponent),
  },
  backToTopButton: {
    visible: true,
    load: () => import('../components/ui/BackToTopButton').then((m) => m.BackToTopButton as IslandComponent),
  },
  discountPopup: {
    client: true,
    load: () =>
      import('../features/discount/DiscountPopup').then(({ default: DiscountPopup }) => {
        return function IslandPopup() {
          return <DiscountPopup loadStore={loadBrowserStore} />;
        };
      }),
  },
};
