import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { api } from './index';

/** The part of the store state the API owns. */
export type ApiState = { [K in typeof api.reducerPath]: ReturnType<typeof api.reducer> };

/** dispatch that accepts RTK Query thunks (e.g. `api.util.updateQueryData`), without features reaching into app/. */
export const useApiDispatch = useDispatch.withTypes<ThunkDispatch<ApiState, unknown, UnknownAction>>();
