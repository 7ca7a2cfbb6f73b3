import { ErrorResult } from './ErrorResult';

/** /404: every unknown path ends here. */
export function NotFoundPage() {
  return <ErrorResult status="404" titleKey="errors.notFoundTitle" textKey="errors.notFoundText" />;
}
