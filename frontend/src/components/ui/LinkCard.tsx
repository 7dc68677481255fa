import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import { Tag } from './Tag';
import Typography from '@mui/material/Typography';

export interface LinkCardProps {
  title: string;
  href: string;
  description?: string;
  image?: string;
  /** A small tag such as 'Soon'. */
  tag?: string;
  /** Heading level of the title inside the page. */
  headingLevel?: 'h2' | 'h3';
  /** The card is among the first on the page (likely on the first screen): its image loads at once. */
  eager?: boolean;
}

/** How many cards at the top of a grid load their images at once (a phone's first screen shows two). */
export const EAGER_CARDS = 2;

/** A clickable card (list item) leading to `href`. */
export function LinkCard({
  title,
  href,
  description,
  image,
  tag,
  headingLevel = 'h2',
  eager = false,
}: LinkCardProps) {
  return (
    <li>
      <Card>
        <CardActionArea href={href} sx={{ height: '100%', display: 'block' }}>
          {image ? (
            <img
              src={image}
              alt=""
              width={200}
              height={150}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
          ) : null}
          <CardContent>
            <Typography
              variant="h6"
              component={headingLevel}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              {title}
              {tag ? <Tag label={tag} /> : null}
            </Typography>
            {description ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {description}
              </Typography>
            ) : null}
          </CardContent>
        </CardActionArea>
      </Card>
    </li>
  );
}
