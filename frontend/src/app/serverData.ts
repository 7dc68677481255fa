import { matchRoutes } from 'react-router-dom';
import { api } from '../api';
import { dataArg, routeTable, type DataName } from '../config/paths';
import { SERVER_DATA_ID } from './serverDataId';
import { store as browserStore, type AppStore } from './store';

/**
 * The API answers a server-rendered page was rendered with, by operationId (the route's `data` in
 * config/paths.ts; the backend reads them and passes them in); `null` for a read the API answers
 * 404 (an unknown tracking token: the page shows its not-found state).
 */
export type ServerData = Partial<Record<DataName, unknown>>;

/**
 * Puts the answers into the RTK Query cache as if they had been fetched (with their tags, so a
 * later change still refreshes them), each under the argument the page asks with (from the route's
 * `params`): pages then render them at once, as the server did, and fetch nothing to hydrate. A
 * `null` answer is cached as an answer without data, which the page shows as not found. The
 * generated client of each read (api/index.ts, api/track.ts) must be loaded first, which injects its
 * endpoints: the page's module imports it (in the browser, app/router.tsx seeds once the page's
 * module has loaded; on the server, app/prerender.tsx imports every client a read is in).
 */
export function seedStore(
  data: ServerData,
  params: Readonly<Record<string, string | undefined>>,
  into: AppStore,
): void {
  for (const name of Object.keys(data))
    if (!(name in api.endpoints)) throw new Error(`${name}: client not loaded`);
  const entries = Object.entries(data).map(([endpointName, value]) => ({
    endpointName: endpointName as DataName,
    arg: dataArg(endpointName as DataName, params),
    value,
  }));
  into.dispatch(api.util.upsertQueryEntries(entries as Parameters<typeof api.util.upsertQueryEntries>[0]));
}

/** The parameters of the route that renders `path`, as the router reads them. */
export function paramsOf(path: string): Record<string, string | undefined> {
  return (
    matchRoutes(
      routeTable.map((route) => ({ path: route.pattern })),
      path,
    )?.[0]?.params ?? {}
  );
}

/** In the browser, before a server-rendered page hydrates: the data embedded in the page. */
export function seedFromDocument(): void {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (text) seedStore(JSON.parse(text) as ServerData, paramsOf(window.location.pathname), browserStore);
}
