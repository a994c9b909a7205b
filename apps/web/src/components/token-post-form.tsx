import { useEffect, useRef } from 'react';

export interface TokenPost {
  /** The outside address the form posts to. */
  readonly action: string;
  /** Hidden fields: the token and, for the sales platform, the optional test environment. */
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * A hidden form that posts the token to an outside system as soon as it is shown (document 1 §4, the
 * two hidden forms: the application domain and the CRM). A real form post, so the browser leaves the
 * app for that system the way the system expects; `onPosted` runs once the post has been sent.
 */
export function TokenPostForm({ post, onPosted }: { post: TokenPost; onPosted: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    form.current.submit();
    onPosted();
  }, [onPosted]);
  return (
    <form ref={form} method="post" action={post.action} hidden aria-hidden="true">
      {Object.entries(post.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
