import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleReport } from './scripts/bundle-report.ts';
import { loadShopFacts } from './shop.config.ts';
import { routeTable } from './src/config/paths.ts';

const shop = loadShopFacts();

/**
 * The staff pages' chunks, by name (a page module's chunk is named after it: WorkshopPage-<hash>.js).
 * The entry does not list their dependencies for preloading: a public page would carry that list
 * for pages it never opens; a staff page loads its imports when its chunk arrives.
 */
const staffPages = new Set(
  routeTable.filter((route) => route.audience === 'staff').map((route) => route.page.split('/').pop()),
);
const isStaffPageChunk = (file: string) =>
  staffPages.has(
    file
      .split('/')
      .pop()!
      .replace(/-[\w-]{8}\.js$/, ''),
  );

export default defineConfig({
  plugins: [
    react(),
    // What each script is made of, by package (read by scripts/check-budget.mjs).
    bundleReport(),
    {
      name: 'shop-facts-html',
      transformIndexHtml: (html) => html.replaceAll('%SHOP_NAME%', shop.name),
    },
  ],
  define: {
    __SHOP__: JSON.stringify(shop),
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    target: 'es2022',
    // No source maps are served (scripts/bundle-report.ts reads them in memory).
    // Read by scripts/prerender.mjs to preload each section's route chunks, then removed.
    manifest: true,
    modulePreload: {
      resolveDependencies: (file, deps) => (isStaffPageChunk(file) ? [] : deps),
    },
  },
});
