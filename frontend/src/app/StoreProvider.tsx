import { useContext, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RequestStoreContext } from './requestStore';
import { store as browserStore, type AppStore } from './store';

export { browserStore };

export interface StoreProviderProps {
  children: ReactNode;
  store?: AppStore;
}

/**
 * The Redux store (RTK Query cache). Route modules are wrapped in it by app/router.tsx so that
 * Redux and RTK Query load with the first page that needs them, not with the entry chunk.
 * In the browser every wrapper shares the one store, so the cache survives navigation; a server
 * render provides a store of its own (RequestStoreContext).
 */
export function StoreProvider({ children, store }: StoreProviderProps) {
  const requestStore = useContext(RequestStoreContext);
  return <Provider store={store ?? requestStore ?? browserStore}>{children}</Provider>;
}
