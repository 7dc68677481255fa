import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider, type SnackbarOrigin } from 'notistack';
import { connectToaster } from './notify';
import { Toast } from './Toast';

const toastComponents = { default: Toast, destructive: Toast };

/**
 * Where toasts appear: bottom right beside the page on wider screens; at the top left on phones,
 * where a full-width toast at the bottom would cover the page's main button (the wizard's sticky
 * Continue bar, Confirm), and narrower than the screen (Toast.tsx), so that the top right corner
 * stays free: a popup's close button and the header's menu live there (issue 32 item 10).
 */
const WIDE: SnackbarOrigin = { vertical: 'bottom', horizontal: 'right' };
const PHONE: SnackbarOrigin = { vertical: 'top', horizontal: 'left' };

/**
 * The toasts themselves (notistack), loaded with the first toast (components/Toaster): one at a
 * time, 5000 ms by default, default and destructive variants, inside the region it is given.
 */
export default function ToastStack({ region }: { region: HTMLElement }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The provider mounts in this commit: from then on toasts go straight to it.
  useEffect(() => connectToaster(enqueueSnackbar), []);
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={5000}
      anchorOrigin={phone ? PHONE : WIDE}
      Components={toastComponents}
      domRoot={region}
    />
  );
}
