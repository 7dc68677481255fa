import Button, { type ButtonProps } from '@mui/material/Button';
import { useCurrentPath } from './currentPath';

export interface NavLinkProps extends Omit<ButtonProps<'a'>, 'href'> {
  href: string;
  label: string;
}

/** A header link: marks the current section with aria-current. */
export function NavLink({ href, label, sx, ...rest }: NavLinkProps) {
  const pathname = useCurrentPath();
  const current = href === '/' ? pathname === '/' : pathname.startsWith(href);
  return (
    <Button
      href={href}
      color="inherit"
      aria-current={current ? 'page' : undefined}
      sx={[{ fontWeight: current ? 800 : 600, borderRadius: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    >
      {label}
    </Button>
  );
}
