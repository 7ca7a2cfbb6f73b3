/** Lets non-React code (the request layer) navigate through the router once it is mounted. */
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => {
  window.location.hash = `#${path}`;
};

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(path: string): void {
  navigate(path);
}

/** The current hash path with its query (what a `redirect` query remembers). */
export function currentHashPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}
