import { api } from '../api';
import type { DataName } from '../config/paths';
import { SERVER_DATA_ID } from './serverDataId';
import { store as browserStore, type AppStore } from './store';

/**
 * The API answers a server-rendered page was rendered with, by operationId (the route's `data` in
 * config/paths.ts; the backend reads them and passes them in).
 */
export type ServerData = Partial<Record<DataName, unknown>>;

/**
 * Puts the answers into the RTK Query cache as if they had been fetched (with their tags, so a
 * later change still refreshes them): pages then render them at once, as the server did.
 */
export function seedStore(data: ServerData, into: AppStore): void {
  const entries = Object.entries(data).map(([endpointName, value]) => ({
    endpointName: endpointName as DataName,
    arg: undefined,
    value,
  }));
  into.dispatch(api.util.upsertQueryEntries(entries as Parameters<typeof api.util.upsertQueryEntries>[0]));
}

/** In the browser, before a server-rendered page hydrates: the data embedded in the page. */
export function seedFromDocument(): void {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (text) seedStore(JSON.parse(text) as ServerData, browserStore);
}
