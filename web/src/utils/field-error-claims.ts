/**
 * A refusal whose every named field a form on screen shows by those fields needs no toast as well: the
 * open form claims the fields while its save is under way, and the request layer asks before it toasts.
 */
type Claim = (fields: readonly string[]) => boolean;

const claims = new Set<Claim>();

/** Claims the refusals `claim` says it shows; answers the release. */
export function claimFieldErrors(claim: Claim): () => void {
  claims.add(claim);
  return () => claims.delete(claim);
}

/** Whether a form on screen shows every one of these fields' refusals itself. */
export const fieldErrorsClaimed = (fields: readonly string[]): boolean => fields.length > 0 && [...claims].some((claim) => claim(fields));
