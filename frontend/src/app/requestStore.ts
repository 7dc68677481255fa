import { createContext } from 'react';
import type { AppStore } from './store';

/**
 * The store of one server render (app/prerender.tsx makes one per request): every StoreProvider
 * below uses it instead of the browser's one store, so that two renders never share state.
 * Kept apart from the store module so that the entry chunk does not load Redux.
 */
export const RequestStoreContext = createContext<AppStore | null>(null);
