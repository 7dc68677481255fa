import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export interface DashboardCardProps {
  title: string;
  description: string;
  /** Manage (editor) or View (viewer). */
  label: string;
  /** Where the card leads; a card without it does not navigate. */
  href?: string;
}

/** One card of the admin dashboard (list item). */
export function DashboardCard({ title, description, label, href }: DashboardCardProps) {
  const content = (
    <CardContent>
      <Typography
        variant="h6"
        component="h2"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {title}
        <Chip label={label} size="small" variant="outlined" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {description}
      </Typography>
    </CardContent>
  );
  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%' }}>
        {href ? (
          <CardActionArea href={href} sx={{ height: '100%' }}>
            {content}
          </CardActionArea>
        ) : (
          content
        )}
      </Card>
    </li>
  );
}
