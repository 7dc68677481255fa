import { useGoBack } from '../../lib/navigation';
import { Island } from '../island/Island';
import { BackButtonView } from './BackButtonView';

/**
 * Back to the previous page when it is on this site, otherwise home (spec 2): through the router in
 * the app, by page loads on a content page (PageBackButton, an island).
 */
export function BackButton({ label = 'Back' }: { label?: string }) {
  const goBack = useGoBack();
  return (
    <Island name="backButton" props={{ label }}>
      <BackButtonView label={label} onClick={goBack} />
    </Island>
  );
}
