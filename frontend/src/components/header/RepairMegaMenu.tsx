import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { mainNav } from '../../config/navigation';
import { repairMenuCategories } from '../../config/repairMenu';
import { MegaMenuColumn } from './MegaMenuColumn';
import { NavLink } from './NavLink';

const PANEL_ID = 'repair-mega-menu';

/** Desktop Repair menu: opens on hover and on keyboard focus; Escape closes it. */
export function RepairMegaMenu() {
  const [open, setOpen] = useState(false);
  const show = () => setOpen(true);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') setOpen(false);
  };

  return (
    <Box
      sx={{ position: 'relative' }}
      onMouseEnter={show}
      onMouseLeave={() => setOpen(false)}
      onFocus={show}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <NavLink
        href={mainNav.repair.href}
        label={mainNav.repair.label}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        endIcon={<ExpandMoreIcon aria-hidden="true" />}
      />
      <Paper
        id={PANEL_ID}
        elevation={8}
        sx={{
          display: open ? 'grid' : 'none',
          position: 'absolute',
          top: '100%',
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: (theme) => theme.zIndex.appBar + 1,
          gridTemplateColumns: `repeat(${repairMenuCategories.length}, minmax(140px, 1fr))`,
          gap: 3,
          p: 3,
          width: 720,
          color: 'text.primary',
        }}
      >
        {repairMenuCategories.map((category) => (
          <MegaMenuColumn
            key={category.id}
            categoryId={category.id}
            categoryName={category.name}
            description={category.menuText}
          />
        ))}
      </Paper>
    </Box>
  );
}
