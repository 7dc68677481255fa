import { api, type CatalogueDto } from '../api';
import { SERVER_DATA_ID } from './serverDataId';
import { store, type AppStore } from './store';

/** The API answers a server-rendered page was rendered with (the backend passes them in). */
export interface ServerData {
  catalogue: CatalogueDto;
}

/**
 * Puts the answers into the RTK Query cache as if they had been fetched (with their tags, so a
 * later change still refreshes them): pages then render them at once, as the server did.
 */
export function seedStore(data: ServerData, into: AppStore = store): void {
  into.dispatch(
    api.util.upsertQueryEntries([{ endpointName: 'getCatalogue', arg: undefined, value: data.catalogue }]),
  );
}

/** In the browser, before a server-rendered page hydrates: the data embedded in the page. */
export function seedFromDocument(): void {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (text) seedStore(JSON.parse(text) as ServerData);
}
