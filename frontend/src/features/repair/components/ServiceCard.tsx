import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CatalogueServiceDto } from '../../../api';
import { paths } from '../../../config/paths';
import { formatServicePrice } from '../../../lib/format';
import { DIAGNOSTIC_SERVICE_ID } from '../catalogue';

/** One repair service of a device: name, warranty and price (Free or `$ Soon`). */
export function ServiceCard({ service }: { service: CatalogueServiceDto }) {
  const isDiagnostic = service.id === DIAGNOSTIC_SERVICE_ID;
  return (
    <li>
      <Card data-testid={`service-${service.id}`} sx={{ display: 'flex', flexDirection: 'column' }}>
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {service.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Warranty: {service.warranty}
          </Typography>
          <Typography variant="h5" component="p" color="primary" sx={{ mt: 1.5 }}>
            {formatServicePrice(service.basePrice)}
          </Typography>
        </CardContent>
        {isDiagnostic ? (
          <CardActions sx={{ p: 2, pt: 0 }}>
            <Button variant="contained" href={paths.quote.href()}>
              Book Appointment
            </Button>
          </CardActions>
        ) : null}
      </Card>
    </li>
  );
}
