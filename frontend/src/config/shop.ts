/** Shop facts, fixed at build time from shop.config.json (+ SHOP_* env overrides). */
export const shop = __SHOP__;

export type Shop = typeof shop;
