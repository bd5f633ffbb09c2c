// The gateway's `resync` signal (issue 16, finding 6): live data may have been missed (the gateway lost
// the API's events for a while, or the API lost events between its replicas). The client subscribes
// once and reads again every active query on each signal.
import { graphql } from '../../__generated__';

export const LiveResyncSubscription = graphql(`
  subscription LiveResync {
    resync {
      reason
    }
  }
`);

/**
 * Whether the gateway's own link to the API's events is up (issue 24): while it is down, the page is
 * connected but nothing live arrives, and the header says so. The current state comes first.
 */
export const LiveStatusSubscription = graphql(`
  subscription LiveStatus {
    liveStatusChanged {
      upstreamConnected
    }
  }
`);
