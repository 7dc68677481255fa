import { CardGrid } from './CardGrid';
import { EAGER_CARDS, LinkCard } from './LinkCard';

/** A category as a card shows it: its picture, name and description. */
export interface CardCategory {
  id: string;
  name: string;
  description: string;
  image: string;
}

/**
 * The top of a catalogue: a grid of category cards, each a link; the first pictures load at once
 * (they are in the first screen), the rest lazily.
 */
export function CategoryCards({
  label,
  categories,
  href,
}: {
  label: string;
  categories: readonly CardCategory[];
  href: (id: string) => string;
}) {
  return (
    <CardGrid label={label}>
      {categories.map((category, i) => (
        <LinkCard
          key={category.id}
          eager={i < EAGER_CARDS}
          title={category.name}
          description={category.description}
          image={category.image}
          href={href(category.id)}
        />
      ))}
    </CardGrid>
  );
}
