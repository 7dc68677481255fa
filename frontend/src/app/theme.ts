import { createTheme } from '@mui/material/styles';
import { LinkBehavior } from '../components/ui/LinkBehavior';
import { themeOptions } from './themeOptions';

export { touchTarget } from './themeOptions';

/** The app's MUI theme (app/themeOptions.ts): every Link and ButtonBase with an href goes through the router. */
export const theme = createTheme(themeOptions, {
  components: {
    MuiLink: { defaultProps: { component: LinkBehavior } },
    MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
  },
});
