import { PageContainer } from './PageContainer';
import { PageHeading } from './PageHeading';
import { usePageMeta } from '../../lib/usePageMeta';

/** A route whose feature is not built yet: shows the route heading only. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageMeta(title, title);
  return (
    <PageContainer>
      <PageHeading title={title} />
    </PageContainer>
  );
}
