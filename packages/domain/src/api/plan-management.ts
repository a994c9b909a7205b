import { z } from 'zod';

/** POST plan-management/cancellation {cancellationStatusId} (document 2 §7): M medical, D medical and dental (§4). */
export const PlanCancellationRequest = z.object({ cancellationStatusId: z.enum(['M', 'D']) });
export type PlanCancellationRequest = z.infer<typeof PlanCancellationRequest>;
