// Spec §2: when the path changes, the place lists, selectors and the place editor start afresh, so
// the detail screens are keyed by the path (the lists keep their state in the URL).
import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export function ByPath({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Fragment key={pathname}>{children}</Fragment>;
}
