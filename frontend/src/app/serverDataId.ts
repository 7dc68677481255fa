/**
 * The id of the `<script type="application/json">` in which a server-rendered page carries the API
 * data it was rendered with (app/serverData.ts reads it; app/prerender.tsx writes it).
 * Kept apart so that the entry chunk can look for it without loading the store.
 */
export const SERVER_DATA_ID = 'server-data';

export function hasServerData(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SERVER_DATA_ID) !== null;
}
