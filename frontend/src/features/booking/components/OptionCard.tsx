import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import { Tag } from '../../../components/ui/Tag';
import Typography from '@mui/material/Typography';

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
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
        opacity: comingSoon ? 0.7 : 1,
      }}
    >
      {comingSoon ? (
        <CardActionArea disabled sx={area}>
          {content}
        </CardActionArea>
      ) : (
        <CardActionArea
          component={RouterLink}
          to={link.to}
          state={link.state}
          aria-current={selected ? 'true' : undefined}
          sx={area}
        >
          {content}
        </CardActionArea>
      )}
    </Card>
  );
}
