import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoginAsForm } from './login-as-form';

/** /login-as (document 1 §2): 'Login as anyone' or 'Login as non-employee' by the staff role. */
export function LoginAsPage({ title, staffToken }: { title: string; staffToken: string }) {
  useDocumentTitle(title);
  return (
    <section className="card card--narrow" aria-labelledby="login-as-title">
      <h1 id="login-as-title">{title}</h1>
      <LoginAsForm staffToken={staffToken} />
    </section>
  );
}
