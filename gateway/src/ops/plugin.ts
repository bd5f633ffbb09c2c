// One log line and one metrics sample per GraphQL operation, with its request id.
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import type { Logger } from '../shared/logger';
import type { Metrics } from './metrics';

export function operationsPlugin(logger: Logger, metrics: Metrics): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, operation, response, errors }) {
          const seconds = (performance.now() - started) / 1000;
          const name = operationName ?? operation?.name?.value ?? 'anonymous';
          const type = operation?.operation ?? 'unknown';
          const resultErrors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const failed = !!(errors?.length || resultErrors?.length);
          metrics.operation(name, type, !failed, seconds);
          logger.info('graphql operation', {
            requestId: contextValue.requestId,
            // The client writes the name: a long one is cut, not written out in full.
            operation: name.length > 100 ? `${name.slice(0, 100)}…` : name,
            type,
            durationMs: Math.round(seconds * 10_000) / 10,
            errors: resultErrors?.map((e) => e.extensions?.code ?? 'UNKNOWN'),
          });
        },
      };
    },
  };
}
