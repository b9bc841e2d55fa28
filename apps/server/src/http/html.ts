/** Escapes text for HTML or XML (SVG) content and double-quoted attributes (`&#39;` reads in both). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** What a server-rendered page of the server's own puts in its frame. */
export interface HtmlPage {
  /** The whole `<title>`, as text. */
  readonly title: string;
  /** The page's style sheet (inline styles are allowed by the Content-Security-Policy). */
  readonly style: string;
  /** The content of `<body>`, as HTML. */
  readonly body: string;
  /** A same-origin script, loaded deferred (the policy refuses inline scripts). */
  readonly script?: string | undefined;
}

/**
 * The one frame of the pages the server writes itself (sign-in, sandbox payment, development
 * mails, point-of-sale simulator): French, sized for phones, kept out of search engines.
 */
export function htmlPage({ title, style, body, script }: HtmlPage): string {
  const scriptTag = script ? `\n<script src="${escapeHtml(script)}" defer></script>` : '';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${style}</style>${scriptTag}
</head>
<body>
${body}
</body>
</html>
`;
}
