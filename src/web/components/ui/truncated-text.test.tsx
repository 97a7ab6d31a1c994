import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TruncatedText } from './truncated-text';

describe('TruncatedText', () => {
  it('cuts the text to one line and keeps the whole of it in the title', () => {
    const title = `https://example.com/${'a'.repeat(200)}`;
    expect(renderToString(<TruncatedText className="font-semibold" text={title} />)).toBe(
      `<p class="truncate font-semibold" title="${title}">${title}</p>`,
    );
  });

  it('as a span it is a block, so the ellipsis has a width to cut at', () => {
    expect(renderToString(<TruncatedText as="span" text="Ada Lovelace" />)).toBe(
      '<span class="truncate block" title="Ada Lovelace">Ada Lovelace</span>',
    );
  });
});
