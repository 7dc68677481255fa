import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export interface OptionCardProps {
  label: string;
  description?: string;
  comingSoon?: boolean;
  selected?: boolean;
  onSelect: () => void;
}

/** A choice of the wizard (brand or model); Coming Soon choices are shown but cannot be picked. */
export function OptionCard({
  label,
  description,
  comingSoon = false,
  selected = false,
  onSelect,
}: OptionCardProps) {
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
      <CardActionArea
        onClick={onSelect}
        disabled={comingSoon}
        aria-pressed={selected}
        sx={{ height: '100%', minHeight: 64 }}
      >
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
          {comingSoon ? <Chip label="Coming Soon" size="small" color="secondary" /> : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
