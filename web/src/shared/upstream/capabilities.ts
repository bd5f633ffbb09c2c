// What the API behind the gateway can do beyond spec §7 (issue 24): `Query.upstreamCapabilities`,
// read once per session (cache-first). Menu items and buttons of a capability the API lacks are
// hidden; while not known (loading, failed, UNKNOWN) everything shows, and a screen opened anyway
// degrades its panel on `UPSTREAM_UNSUPPORTED`.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { UpstreamCapabilityName } from '../../__generated__/graphql';

export const UpstreamCapabilitiesQuery = graphql(`
  query UpstreamCapabilities {
    upstreamCapabilities {
      routes {
        name
        state
      }
    }
  }
`);

export type CapabilityName = `${UpstreamCapabilityName}`;

/** The capabilities the API is known to lack (`MISSING`); empty while not known. */
export function useMissingCapabilities(skip = false): ReadonlySet<CapabilityName> {
  const { data } = useQuery(UpstreamCapabilitiesQuery, { skip, fetchPolicy: 'cache-first', errorPolicy: 'all' });
  return new Set((data?.upstreamCapabilities.routes ?? []).filter((r) => r.state === 'MISSING').map((r) => r.name as CapabilityName));
}
