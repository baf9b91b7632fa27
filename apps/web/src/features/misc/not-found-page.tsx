import { useParams } from 'react-router';
import { NotFoundView } from '../../shared/ui/not-found-view';

/** The catch-all and /pages/misc/not-found/:error (spec §2, §8). */
export function NotFoundPage() {
  const { error } = useParams();
  // Only a real status code is echoed; anything else in the address is not shown back.
  const code = error && /^[45]\d\d$/.test(error) ? error : '404';
  return <NotFoundView code={code} />;
}
