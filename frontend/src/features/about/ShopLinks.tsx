import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import MapIcon from '@mui/icons-material/Map';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { shop } from '../../config/shop';

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44 } as const;

/**
 * The shop's map listing and its write-a-review page on the about page, when the shop has set
 * them (SHOP_MAP_URL, SHOP_REVIEW_URL); the footer has them too (its address opens the listing).
 * Every visitor is asked alike.
 */
export function ShopLinks() {
  if (!shop.mapUrl && !shop.reviewUrl) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 3 }} data-testid="shop-links">
      {shop.mapUrl && (
        <Link href={shop.mapUrl} color="primary" target="_blank" rel="noopener" sx={linkSx}>
          <MapIcon fontSize="small" aria-hidden="true" />
          See us on the map
        </Link>
      )}
      {shop.reviewUrl && (
        <Link href={shop.reviewUrl} color="primary" target="_blank" rel="noopener" sx={linkSx}>
          <RateReviewIcon fontSize="small" aria-hidden="true" />
          Write a review
        </Link>
      )}
    </Stack>
  );
}
