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

/**
 * What every page runs on, public and staff: React, Emotion, MUI's styling and its most used
 * components, in one chunk (the app and the content pages' islands share it). Split by the bundler
 * into the dozens of files their two entries' import graphs make, the same code cost about 4 KB more
 * (brotli) in file and import overhead on each page.
 */
const CORE =
  /node_modules[\\/](react|react-dom|scheduler|react-is|@emotion[\\/][^\\/]+|stylis|clsx|@babel[\\/]runtime|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|internal|zero-styled|DefaultPropsProvider|ButtonBase|Button|IconButton|Typography|Box|Paper|SvgIcon|Container|Toolbar|AppBar|Stack|Link|CircularProgress|useMediaQuery|GlobalStyles|CssBaseline|Divider))[\\/]/;

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
    rollupOptions: {
      // The app (index.html), and the script of the content pages (app/islands.tsx: their
      // interactive parts only), placed in their pages by scripts/prerender.mjs.
      input: { index: 'index.html', islands: 'src/app/islands.tsx' },
      output: { codeSplitting: { groups: [{ name: 'core', test: CORE }] } },
    },
    modulePreload: {
      resolveDependencies: (file, deps) => (isStaffPageChunk(file) ? [] : deps),
    },
  },
});
