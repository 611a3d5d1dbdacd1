import { reachesAdminArea, type Session } from '@oms/contracts';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { ensureSession } from './queries';

/** The sign-in page, remembering where the visitor was going. */
export function signInPathFor(pathname: string, search = ''): string {
  const target = `${pathname}${search}`;
  return target === '/' || target.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(target)}`;
}

/** For the loaders of protected routes: a signed-out visitor goes to /login and comes back after signing in. */
export async function requireSession(request: Request): Promise<Session> {
  const session = await ensureSession();
  if (!session) {
    const url = new URL(request.url);
    throw redirect(signInPathFor(url.pathname, url.search));
  }
  return session;
}

type Loader = (args: LoaderFunctionArgs) => unknown;

/** A protected route's loader: the session first, then the page's own data. */
export function signedIn(loader?: Loader) {
  return async (args: LoaderFunctionArgs) => {
    await requireSession(args.request);
    return loader ? loader(args) : null;
  };
}

/**
 * The venue-side shell (venues, venue pages, admin, overview): spec 03 §6 gives a supplier admin the supplier
 * area only, so their visits land on the supplier portal.
 */
export function venueSide(loader?: Loader) {
  return async (args: LoaderFunctionArgs) => {
    const session = await requireSession(args.request);
    if (session.homePath === '/supplier') throw redirect('/supplier');
    return loader ? loader(args) : null;
  };
}

/** Spec 01 §2: / sends a supplier admin to /supplier, another signed-in user to /venues, anyone else to /login. */
export async function homeRedirect(): Promise<Response> {
  const session = await ensureSession().catch(() => null);
  return redirect(session ? session.homePath : '/login');
}

/** /login and /register: someone already signed in goes home instead. */
export async function signedOutOnly(): Promise<Response | null> {
  // Spec 01 §4: a failing session probe still shows the app; here, the sign-in form.
  const session = await ensureSession().catch(() => null);
  return session ? redirect(session.homePath) : null;
}

/**
 * Where to go after signing in: the remembered page when this account may see that area, otherwise its home.
 * Only paths inside the app are followed.
 */
export function pathAfterSignIn(session: Session, next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/login')) return session.homePath;
  const isSupplierPath = next === '/supplier' || next.startsWith('/supplier/');
  const isSupplierAdmin = Boolean(session.account.roles.supplierAdminOf);
  if (isSupplierPath && !isSupplierAdmin) return session.homePath;
  if (!isSupplierPath && session.homePath === '/supplier') return session.homePath;
  const isAdminPath = /^\/admin(\/|$)/.test(next);
  if (isAdminPath && !reachesAdminArea(session.account.roles)) return session.homePath;
  return next;
}
