import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CatalogueServiceDto } from '../../../api';
import { paths } from '../../../config/paths';
import { formatServicePrice } from '../../../lib/money';
import type { ServicePrice } from '../../../lib/servicePrice';
import { DIAGNOSTIC_SERVICE_ID } from '../catalogue';

export interface ServiceCardProps {
  service: CatalogueServiceDto;
  /** Its price on this device, from the public price map (lib/servicePrice). */
  price: ServicePrice;
}

/** One repair service of a device: name, warranty and price (Free, `$ Soon`, or Not available). */
export function ServiceCard({ service, price }: ServiceCardProps) {
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
          <Typography
            variant="h5"
            component="p"
            color={price.available ? 'primary' : 'text.secondary'}
            sx={{ mt: 1.5, whiteSpace: 'nowrap' }}
          >
            {price.available ? formatServicePrice(price.price) : 'Not available'}
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
