import { createContext, useContext } from 'react';

/** The path of the page the header is on (Header's `path`): its links mark their section with it. */
export const CurrentPathContext = createContext('/');

export const useCurrentPath = (): string => useContext(CurrentPathContext);
