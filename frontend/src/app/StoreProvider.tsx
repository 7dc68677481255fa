import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store as defaultStore, type AppStore } from './store';

export interface StoreProviderProps {
  children: ReactNode;
  store?: AppStore;
}

/**
 * The Redux store (RTK Query cache). Route modules are wrapped in it by app/router.tsx so that
 * Redux and RTK Query load with the first page that needs them, not with the entry chunk.
 * Every wrapper shares the one store, so the cache survives navigation.
 */
export function StoreProvider({ children, store = defaultStore }: StoreProviderProps) {
  return <Provider store={store}>{children}</Provider>;
}
