import { goBackOrHome } from '../../lib/history';
import { BackButtonView } from './BackButtonView';

/** Goes to a page by loading it (no router on a content page): a number goes through history. */
const loadPage = (to: string | number) =>
  typeof to === 'number' ? window.history.go(to) : window.location.assign(to);

/** The Back button of a content page (an island): back when the previous page is this site's, else home. */
export function PageBackButton({ label }: { label: string }) {
  return <BackButtonView label={label} onClick={() => goBackOrHome(loadPage)} />;
}
