import { ErrorResult } from './ErrorResult';

/** /403: the user may not open the page. */
export function ForbiddenPage() {
  return <ErrorResult status="403" titleKey="errors.forbiddenTitle" textKey="errors.forbiddenText" />;
}
