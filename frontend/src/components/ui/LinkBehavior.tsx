import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/** An href the server answers itself (a file from the API): never one of the router's pages. */
const isServerFile = (href: string) => href === '/api' || href.startsWith('/api/');

/**
 * MUI's link component for every Link/Button with an `href`: the site's pages use the router
 * (no reload); anything else (tel:, mailto:, https:, a download, a file the API serves) stays a
 * plain anchor that the browser follows.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href = '', ...rest },
  ref,
) {
  if (href.startsWith('/') && rest.download === undefined && !isServerFile(href))
    return <RouterLink ref={ref} to={href} {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
});
