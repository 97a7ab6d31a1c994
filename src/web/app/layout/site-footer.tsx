import { Link } from 'react-router';
import { FOOTER_COLUMNS, PARTNERS, SOCIAL_LINKS } from './site-links';
import { SocialIcon } from './social-icons';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-12" data-footer-content>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
              <ul className="mt-4 space-y-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-sm hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 border-t border-slate-800 pt-8">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Trusted partners</p>
          <ul className="mt-3 flex flex-wrap gap-x-8 gap-y-3" aria-label="Partners">
            {PARTNERS.map((partner) => (
              <li key={partner} className="text-lg font-bold tracking-tight text-slate-400">
                {partner}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-col-reverse items-start justify-between gap-4 border-t border-slate-800 pt-8 sm:flex-row sm:items-center">
          {/* The year in UTC, as the server that prerendered the page had it: the same in every time zone at New Year. */}
          <p className="text-sm">© {new Date().getUTCFullYear()} Outcome Marketplace Ltd. All rights reserved.</p>
          <ul className="flex gap-4">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.network}
                  className="hover:text-white"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
