import { API_PATHS, getApiPath } from '@dash/domain/api';
import { apiBlob } from '@/lib/api-client';

/**
 * Opens an EOB pdf (GET eobs/{id}/pdf) in a new tab: the tab is opened at once, inside the click, so no
 * pop-up blocker stops it, then shows the document. On failure it is closed and the error is thrown
 * to the screen, which handles it (document 1 §8: eobs addresses are not handled globally).
 */
export async function openEobPdf(eobId: string): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const pdf = await apiBlob(getApiPath(API_PATHS.eobPdf, { eobId }));
    const url = URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' }));
    if (opened) opened.location.href = url;
    else window.location.assign(url);
    // The tab has loaded the document by then; the address is freed with the page.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    opened?.close();
    throw error;
  }
}
