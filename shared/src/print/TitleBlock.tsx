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

/** A letter's 版头: the issuing office in red, its 文号, and the red rule under them. */
export function LetterheadBlock({ office, number }: { office: string; number: string }) {
  return (
    <header className="pd-letterhead">
      <h1 className="pd-letterhead-office">{office}</h1>
      <p className="pd-letterhead-number">{number}</p>
    </header>
  );
}
