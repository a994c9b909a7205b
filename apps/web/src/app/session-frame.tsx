import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { type LoaderFunctionArgs, Outlet } from 'react-router';
import { FallbackBoundary } from '@/components/fallback-boundary';
import { Spinner } from '@/components/spinner';
import { rendersForMember } from '@/lib/render-loader';
import { useVisitorTokens } from '@/lib/session';
import { LazyErrorPage } from './error-page-lazy';

const MemberFrame = lazy(async () => ({ default: (await import('./member-area')).MemberFrame }));

interface SessionFrameProps {
  /** The member's frame: loaded when first needed, unless the caller has it (session-frame-route.tsx). */
  readonly frame?: ComponentType<{ children?: ReactNode }>;
  readonly errorStatus?: string;
  /** The reference of the reported error the error page stands for (issue 36). */
  readonly reference?: string | undefined;
}

/**
 * A server render of a member's public page (/contact-us) has GET shell for the member's shell; the
 * member area's module (with the query library) loads only then, never for a visitor.
 */
export async function loader(args: LoaderFunctionArgs) {
  if (!rendersForMember(args.context)) return null;
  return (await import('./member-area')).shellLoader(args);
}

/**
 * The public pages a member also reaches (/contact-us, /error/{status}, and an error page shown in
 * place of a page): with a session they keep the member's shell — menus, global alert, phone bar and
 * site map — so an error is never a dead end (issue 9); without one they stand alone. While the member
 * shell loads, the stylesheet holds its menus' row and the page's place (issue 16, CLS). When the
 * member shell is what fails (its file did not load), the page is shown without it (issue 36).
 */
export function SessionFrame({ frame: Frame = MemberFrame, errorStatus, reference }: SessionFrameProps) {
  const { session } = useVisitorTokens();
  const page =
    errorStatus === undefined ? <Outlet /> : <LazyErrorPage status={errorStatus} reference={reference} />;
  if (!session) return page;
  return (
    <FallbackBoundary fallback={page}>
      <Suspense
        fallback={
          <div className="member-frame-loading" aria-busy="true">
            <Spinner />
          </div>
        }
      >
        <Frame>{page}</Frame>
      </Suspense>
    </FallbackBoundary>
  );
}
