import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/ui/CardGrid';
import { LinkCard } from '../../../components/ui/LinkCard';
import { paths } from '../../../config/paths';
import { repairMenuCategories } from '../../../config/repairMenu';

export function RepairShortcuts() {
  return (
    <section aria-labelledby="repair-shortcuts-heading">
      <Typography id="repair-shortcuts-heading" variant="h2" gutterBottom>
        What Can We Fix Today?
      </Typography>
      {/* Four categories: two rows of two on phones, one row of four from tablets up. */}
      <CardGrid columns={{ xs: 2, md: 4 }}>
        {repairMenuCategories.map((category) => (
          <LinkCard
            key={category.id}
            headingLevel="h3"
            title={`${category.name} Repair`}
            image={`/images/repair/${category.id}.svg`}
            href={paths.repair.category.href(category.id)}
          />
        ))}
      </CardGrid>
    </section>
  );
}
