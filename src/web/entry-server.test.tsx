import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

/** A person's session as a render's reads see it: their viewer, and nothing else (the page shows its loading states). */
function sessionOf(fullName: string, email: string): typeof fetch {
  const viewer = {
    userId: crypto.randomUUID(),
    email,
    emailVerified: true,
    fullName,
    isAdmin: false,
    mfaEnabled: false,
    adminMfaRequired: false,
    bankTransferEnabled: false,
    expertStatus: null,
  };
  return async (input) => {
    // Each read waits a moment, so two people's renders interleave.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return String(input) === '/api/me'
      ? Response.json({ viewer })
      : Response.json({ error: { code: 'unavailable', message: 'Not here' } }, { status: 503 });
  };
}

describe("the server renderer's reads", () => {
  it('go through the fetch of their own render when people are rendered side by side', async () => {
    const people = [
      ['Ada Lovelace', 'ada@example.com'],
      ['Grace Hopper', 'grace@example.com'],
      ['Alan Turing', 'alan@example.com'],
    ] as const;
    const pages = await Promise.all(
      people.map(([name, email]) =>
        render({ url: '/dashboard', origin: 'https://example.com', fetchApi: sessionOf(name, email), forViewer: true })
          // A page part that cannot render without its data throws; the viewer's greeting is what is compared.
          .catch(() => null),
      ),
    );
    const rendered = pages.flatMap((page) => (page?.kind === 'page' ? [page] : []));
    expect(rendered).toHaveLength(3);
    rendered.forEach((page, index) => {
      const [name, email] = people[index]!;
      expect(page.body).toContain(`Welcome, ${name.split(' ')[0]}`);
      expect(page.state).toContain(email);
      for (const [other] of people.filter(([, otherEmail]) => otherEmail !== email)) {
        expect(page.body).not.toContain(other.split(' ')[0]);
      }
    });
  }, 60_000);
});
