import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * MUI's link component for every Link/Button with an `href`: in-site paths use the router
 * (no reload), anything else (tel:, mailto:, https:) stays a plain anchor.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href = '', ...rest },
  ref,
) {
  if (href.startsWith('/')) return <RouterLink ref={ref} to={href} {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
});
