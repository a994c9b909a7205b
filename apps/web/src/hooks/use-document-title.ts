import { useEffect } from 'react';
import { useBrand } from '@/lib/brand';

/** Every page names itself in the window title, followed by the brand. */
export function useDocumentTitle(title: string): void {
  const { name } = useBrand();
  useEffect(() => {
    document.title = `${title} | ${name}`;
  }, [title, name]);
}
