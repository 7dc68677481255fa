import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import MapIcon from '@mui/icons-material/Map';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { shop } from '../../config/shop';

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44 } as const;

/**
 * The shop's map listing and its write-a-review page, when the shop has set them (SHOP_MAP_URL,
 * SHOP_REVIEW_URL): in the footer and on the about page. Every visitor is asked alike.
 */
export function ShopLinks({
  color = 'inherit',
  inline = false,
}: {
  color?: 'inherit' | 'primary';
  inline?: boolean;
}) {
  if (!shop.mapUrl && !shop.reviewUrl) return null;
  return (
    <Stack
      direction={inline ? { xs: 'column', sm: 'row' } : 'column'}
      sx={{ columnGap: 3 }}
      data-testid="shop-links"
    >
      {shop.mapUrl && (
        <Link href={shop.mapUrl} color={color} target="_blank" rel="noopener" sx={linkSx}>
          <MapIcon fontSize="small" aria-hidden="true" />
          See us on the map
        </Link>
      )}
      {shop.reviewUrl && (
        <Link href={shop.reviewUrl} color={color} target="_blank" rel="noopener" sx={linkSx}>
          <RateReviewIcon fontSize="small" aria-hidden="true" />
          Write a review
        </Link>
      )}
    </Stack>
  );
}
