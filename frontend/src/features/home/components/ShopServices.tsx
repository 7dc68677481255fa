import { Tag } from '../../../components/ui/Tag';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shopServices } from '../content';

export function ShopServices() {
  return (
    <section aria-labelledby="services-heading">
      <Typography id="services-heading" variant="h2" gutterBottom>
        More Than Repairs
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Appointments are not required: walk-ins are first-come, first-served, with appointments on request.
      </Typography>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {shopServices.map((service) => (
          <li key={service}>
            <Tag label={service} variant="outlined" />
          </li>
        ))}
      </Stack>
    </section>
  );
}
