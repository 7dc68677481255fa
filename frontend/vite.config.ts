import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { loadShopFacts } from './shop.config.ts';

const shop = loadShopFacts();

export default defineConfig({
  plugins: [
    react(),
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
    sourcemap: false,
    // Read by scripts/prerender.mjs to preload each section's route chunks, then removed.
    manifest: true,
  },
});
