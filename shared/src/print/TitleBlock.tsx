/** @jsxRuntime automatic */

/** The report's title and, under it, the body, session and every filter in force. */
export function TitleBlock({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="pd-title-block">
      <h1 className="pd-title">{title}</h1>
      {subtitle ? <p className="pd-subtitle">{subtitle}</p> : null}
    </header>
  );
}
