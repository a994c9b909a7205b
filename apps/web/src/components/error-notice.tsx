/** An error message above a form or card (role alert); nothing when there is no message. */
export function ErrorNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="alert alert--error" role="alert">
      {message}
    </p>
  );
}
