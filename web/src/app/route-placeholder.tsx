import { useMatches } from 'react-router-dom';
import { UnderConstruction } from '../shared/ui/under-construction';
import { routeTitle } from './route-handle';

/** Body of an /app route whose screen is not built yet; the title comes from the route's handle. */
export function RoutePlaceholder() {
  const matches = useMatches();
  return <UnderConstruction title={routeTitle(matches) ?? ''} />;
}
