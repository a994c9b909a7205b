import { paths } from '@/config/paths';
import { apiBlob } from '@/lib/api-client';
import { HttpError } from '@/lib/http-error';

// Long enough for the viewer in the other window to read the file.
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a file of the gateway (the ID card pdf) in a new window (document 2 §2, §4): the window opens at
 * once on /resource-download ('Downloading resource...'), then shows the file; on failure it is closed
 * and this window goes to the error page with the status (document 1 §8).
 */
export async function openResource(url: string, goTo: (path: string) => void): Promise<void> {
  // Opened inside the click, before any await, so popup blockers let it through.
  const target = window.open(paths.resourceDownload, '_blank');
  try {
    const blob = await apiBlob(url, { globalErrorHandling: false });
    const objectUrl = URL.createObjectURL(blob);
    setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
    if (target) target.location.replace(objectUrl);
    else window.location.assign(objectUrl);
  } catch (error) {
    target?.close();
    goTo(paths.errorOf(error instanceof HttpError && error.status > 0 ? error.status : 500));
  }
}
