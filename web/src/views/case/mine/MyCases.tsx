/** Placeholder until the workspace is built (issue 12, in progress). */
export default function MyCases() {
  return null;
}
