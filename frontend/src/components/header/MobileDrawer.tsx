import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import { mainNav } from '../../config/navigation';
import { paths } from '../../config/paths';
import { repairMenuCategories } from '../../config/repairMenu';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

interface DrawerLinkProps {
  href: string;
  label: string;
  inset?: boolean;
  onClick: () => void;
}

/** One link of the drawer, a list item of its list (axe: a list holds only list items). */
function DrawerLink({ href, label, inset = false, onClick }: DrawerLinkProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton component="a" href={href} onClick={onClick} sx={inset ? { pl: 4 } : undefined}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Mobile navigation: slides in from the right with the header links and repair categories. The
 * drawer is a modal dialog, named 'Menu' like the button that opens it (axe: aria-dialog-name).
 */
export default function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
      <Box component="nav" aria-label="Mobile" sx={{ width: 300, maxWidth: '85vw' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          <DrawerLink {...mainNav.home} onClick={onClose} />
          <DrawerLink {...mainNav.products} onClick={onClose} />
          <DrawerLink {...mainNav.about} onClick={onClose} />
        </List>
        <Divider />
        {/* The heading beside its list, not in it: a list holds only list items (axe: list). */}
        <ListSubheader id="drawer-repair-heading" component="div">
          Repair Services
        </ListSubheader>
        <List aria-labelledby="drawer-repair-heading" sx={{ pt: 0 }}>
          <DrawerLink href={paths.repair.root.href()} label="All Repair Services" onClick={onClose} />
          {repairMenuCategories.map((category) => (
            <DrawerLink
              key={category.id}
              href={paths.repair.category.href(category.id)}
              label={category.name}
              inset
              onClick={onClose}
            />
          ))}
        </List>
        <Divider />
        <List>
          <DrawerLink {...mainNav.quote} onClick={onClose} />
        </List>
      </Box>
    </Drawer>
  );
}
