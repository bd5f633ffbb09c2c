// A campaign's and a period's starters (docs/adr/0083-route-starters-beside-the-screen.md), a chunk of
// their own: the campaign's route is the catalogue's heaviest (vite.config.ts `ROUTE_BUDGETS`).
import { routeId, startBy, startRecord } from '../../shared/apollo/route-starter';
import { operationId } from '../../shared/graphql/persisted';

export const startCampaign = startRecord('CampaignRoute', operationId('CampaignRoute'));

/** A period of a campaign (`/app/campaign/:campaignId/period/:periodId?`), or a new one. */
export function periodVariables(params: { campaignId?: string; periodId?: string }) {
  const campaignId = routeId(params.campaignId);
  const periodId = routeId(params.periodId);
  return campaignId === null ? null : { campaignId, periodId: periodId ?? 0, withPeriod: periodId !== null };
}

export const startPeriod = startBy('PeriodRoute', operationId('PeriodRoute'), ({ params }) => periodVariables(params));
