import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// In the app the toast code (notistack) loads with the first toast (Toaster's lazy import). Loaded
// here up front, so a test waiting for a toast waits for what the user sees, not for the first
// transform of notistack, which took over findBy's second on a loaded machine.
await import('../components/ToastStack');

afterEach(() => {
  cleanup();
});
