import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { shop } from '../../config/shop';

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44 } as const;

export function ContactInfo() {
  return (
    <div>
      <Typography variant="h6" component="h2" gutterBottom>
        Contact
      </Typography>
      <Stack component="address" sx={{ fontStyle: 'normal' }}>
        <Link href={shop.mailtoHref} color="inherit" sx={linkSx}>
          <EmailIcon fontSize="small" aria-hidden="true" />
          {shop.email}
        </Link>
        <Link href={shop.telHref} color="inherit" sx={linkSx}>
          <PhoneIcon fontSize="small" aria-hidden="true" />
          {shop.phone}
        </Link>
        <Link href={shop.mapsHref} color="inherit" target="_blank" rel="noopener noreferrer" sx={linkSx}>
          <PlaceIcon fontSize="small" aria-hidden="true" />
          {shop.address}
        </Link>
        {/* Every visitor is asked alike, when the shop has a review page (SHOP_REVIEW_URL). */}
        {shop.reviewUrl && (
          <Link href={shop.reviewUrl} color="inherit" target="_blank" rel="noopener" sx={linkSx}>
            <RateReviewIcon fontSize="small" aria-hidden="true" />
            Write a review
          </Link>
        )}
      </Stack>
    </div>
  );
}
