import type { ProductCategory } from '@dash/domain/api';
import { API_PATHS, type IdCardOrderResponse } from '@dash/domain/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET idCard/request?category={c} (document 2 §7): a printed card; the response is the confirmation text. */
export function orderIdCard(order: {
  suffix: number;
  category: ProductCategory;
}): Promise<IdCardOrderResponse> {
  const query = new URLSearchParams({ category: order.category, suffix: String(order.suffix) });
  return apiRequest(`${API_PATHS.idCardRequest}?${query.toString()}`, {
    schema: () => import('@dash/domain/api/id-card').then((m) => m.IdCardOrderResponse),
    globalErrorHandling: false,
  });
}

export const useOrderIdCard = () => useMutation({ mutationFn: orderIdCard });
