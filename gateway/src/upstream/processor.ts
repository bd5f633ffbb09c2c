// The ticket auto-processor (spec §7): its state, start and stop.
import { ErrorCode, gatewayError } from '../errors';
import type { Upstream } from './client';
import type { RestProcessorState } from './types';
import { isMissingRoute } from './unsupported';

const STATE_PATH = '/tickets/autoProcessing';

/**
 * The processor's state; UPSTREAM_UNSUPPORTED when the API has no such route (the programme's
 * LoopBack 3 answers `findById('autoProcessing')`, a bare 500 on PostgreSQL: docs/loopback-contract.md §11).
 */
export async function state(api: Upstream): Promise<RestProcessorState> {
  try {
    return await api.get<RestProcessorState>(STATE_PATH);
  } catch (error) {
    if (await isMissingRoute(api, STATE_PATH, error)) {
      throw gatewayError(ErrorCode.UPSTREAM_UNSUPPORTED, 'API не отдаёт состояние обработчика чеков (GET /tickets/autoProcessing)');
    }
    throw error;
  }
}

/** What start and stop answer: the status as a string, or `{status}` from some APIs. */
export type StatusAnswer = string | { status?: string } | null;

export const start = (api: Upstream) => api.get<StatusAnswer>('/tickets/startAutoProcessing');
export const stop = (api: Upstream) => api.get<StatusAnswer>('/tickets/stopAutoProcessing');
