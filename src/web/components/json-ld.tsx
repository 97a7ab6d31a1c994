/**
 * Structured data for search engines (schema.org as JSON-LD), in the page's HTML. `<` is escaped so text from the
 * data can never close the script element; a JSON-LD block is data, never run, so the CSP does not concern it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c'),
      }}
    />
  );
}
