import { Link as RouterLink } from 'react-router-dom';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Tag } from '../../../components/ui/Tag';

/** Where a choice leads: the wizard's next URL and its history state. */
export interface WizardLink {
  to: string;
  state: unknown;
}

export interface OptionCardProps {
  label: string;
  description?: string;
  comingSoon?: boolean;
  selected?: boolean;
  /** The choice is a link, so that a tap works (as a page load) before the app's code has run. */
  link: WizardLink;
}

/**
 * MUI's CardActionArea and CardContent as they draw (the same styles: a block-wide ButtonBase whose
 * highlight shows on hover and keyboard focus, a padded content box), without their modules: the
 * wizard's first step, where a phone lands, comes lighter (issue 38).
 */
const ActionArea = styled(ButtonBase)(({ theme }) => ({
  display: 'block',
  textAlign: 'inherit',
  borderRadius: 'inherit',
  width: '100%',
  '&:hover .option-highlight': {
    opacity: theme.palette.action.hoverOpacity,
    '@media (hover: none)': { opacity: 0 },
  },
  '&.Mui-focusVisible .option-highlight': { opacity: theme.palette.action.focusOpacity },
})) as typeof ButtonBase;
const Highlight = styled('span')(({ theme }) => ({
  overflow: 'hidden',
  pointerEvents: 'none',
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  left: 0,
  borderRadius: 'inherit',
  opacity: 0,
  backgroundColor: 'currentcolor',
  transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
}));
const CardContent = styled('div')({ padding: 16, '&:last-child': { paddingBottom: 24 } });

/** A choice of the wizard (brand or model); Coming Soon choices are shown but cannot be picked. */
export function OptionCard({
  label,
  description,
  comingSoon = false,
  selected = false,
  link,
}: OptionCardProps) {
  const content = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <span>
        <Typography component="span" variant="h6" sx={{ display: 'block' }}>
          {label}
        </Typography>
        {description ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {description}
          </Typography>
        ) : null}
      </span>
      {comingSoon ? <Tag label="Coming Soon" /> : null}
    </CardContent>
  );
  const area = { height: '100%', minHeight: 64 };
  return (
    // A Card as the theme makes it (outlined, full height), as a Paper: without Card's module.
    <Paper
      variant="outlined"
      sx={{
        overflow: 'hidden',
        height: '100%',
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
        opacity: comingSoon ? 0.7 : 1,
      }}
    >
      {comingSoon ? (
        <ActionArea disabled sx={area}>
          {content}
          <Highlight className="option-highlight" />
        </ActionArea>
      ) : (
        <ActionArea
          component={RouterLink}
          to={link.to}
          state={link.state}
          aria-current={selected ? 'true' : undefined}
          sx={area}
        >
          {content}
          <Highlight className="option-highlight" />
        </ActionArea>
      )}
    </Paper>
  );
}
