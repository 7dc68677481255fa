import { createTheme } from '@mui/material/styles';
import { themeOptions } from './themeOptions';

/** The theme of the islands (app/islands.tsx): the app's, with plain links (no router on their pages). */
export const islandTheme = createTheme(themeOptions);
