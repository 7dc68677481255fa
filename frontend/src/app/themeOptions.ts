import type { ThemeOptions } from '@mui/material/styles';

const TOUCH_TARGET = 44;

/**
 * The one MUI theme's settings: primitives first, then component customizations. The app's theme
 * (app/theme.ts) adds the router's links; the islands of content pages (app/islands.tsx) use it
 * as is: their links are plain page loads.
 */
export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#0b4f7a', dark: '#07344f', light: '#3d7ca6', contrastText: '#ffffff' },
    secondary: { main: '#f2a516', dark: '#b87a00', contrastText: '#1a1a1a' },
    error: { main: '#b3261e', dark: '#8c1d18', contrastText: '#ffffff' },
    success: { main: '#1e7b34', contrastText: '#ffffff' },
    // MUI's orange with dark text: white on it fails the contrast rule (a filled warning chip).
    warning: { main: '#ed6c02', contrastText: '#1a1a1a' },
    background: { default: '#f7f9fb', paper: '#ffffff' },
    text: { primary: '#14212b', secondary: '#4a5a66' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: '1.75rem', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    h4: { fontSize: '1.15rem', fontWeight: 700 },
    h5: { fontSize: '1.05rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: TOUCH_TARGET, paddingInline: 20 } },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
    },
    MuiLink: {
      // Underlined: a link inside text must be told apart without its colour (WCAG 1.4.1, axe's
      // link-in-text-block); links that stand alone as navigation say underline="none".
      defaultProps: { underline: 'always' },
      styleOverrides: {
        root: {
          '&:focus-visible': { outline: '3px solid #f2a516', outlineOffset: 2, borderRadius: 4 },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid #f2a516', outlineOffset: 2 },
        },
      },
    },
    MuiListItemButton: {
      styleOverrides: { root: { minHeight: TOUCH_TARGET } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { height: '100%' } },
    },
    MuiAccordion: {
      defaultProps: { disableGutters: true },
    },
    MuiAccordionSummary: {
      styleOverrides: { root: { minHeight: TOUCH_TARGET } },
    },
    MuiContainer: {
      defaultProps: { maxWidth: 'lg' },
    },
  },
};

export const touchTarget = TOUCH_TARGET;
