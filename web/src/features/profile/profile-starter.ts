// The profile's starter (docs/adr/0083-route-starters-beside-the-screen.md): loaded by the route's
// loader beside the page's code, it asks for the page's query (profile-page.tsx `ProfileRoute`).
import { startBy } from '../../shared/apollo/route-starter';
import { operationId } from '../../shared/graphql/persisted';

export const startProfile = startBy('ProfileRoute', operationId('ProfileRoute'), () => ({}));
