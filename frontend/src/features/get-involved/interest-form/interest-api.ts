import { type CreateInterestRequest, type CreateInterestResponse, IDEMPOTENCY_KEY_HEADER } from '@rebound/shared';
import { baseApi } from '../../../api/base-api';

/** One form submission: what was typed, and the key that makes sending it again harmless. */
export interface InterestSubmission {
  request: CreateInterestRequest;
  idempotencyKey: string;
}

/** POST /api/interest: registers a lead (only success or failure is read). */
export const interestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitInterest: build.mutation<CreateInterestResponse, InterestSubmission>({
      query: ({ request, idempotencyKey }) => ({
        url: ['/api', 'interest'],
        method: 'POST',
        body: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    }),
  }),
});

export const { useSubmitInterestMutation } = interestApi;
