import type { CreateInterestRequest, CreateInterestResponse } from '@shared/api-types';
import { baseApi } from '../../../api/base-api';

/** POST /api/interest: registers a lead (SPEC.md section 7; only success or failure is read). */
export const interestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitInterest: build.mutation<CreateInterestResponse, CreateInterestRequest>({
      query: (body) => ({ url: ['/api', 'interest'], method: 'POST', body }),
    }),
  }),
});

export const { useSubmitInterestMutation } = interestApi;
