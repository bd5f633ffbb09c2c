// A campaign's page's starter (docs/adr/0083-route-starters-beside-the-screen.md): loaded by the route's
// loader beside the page's code, it asks for the page's query (campaign.tsx `CampaignRoute`) by id.
import type { RouteStart } from '../../shared/apollo/route-query';
import { operationId } from '../../shared/graphql/persisted';

export const startCampaign: RouteStart = (live, { params }) => {
  if (/^\d+$/.test(params.id ?? '')) live.preload('CampaignRoute', operationId('CampaignRoute'), { id: Number(params.id) });
};
