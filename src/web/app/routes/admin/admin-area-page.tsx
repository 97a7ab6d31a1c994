import { useLocation } from 'react-router';
import { ADMIN_AREA_GROUPS } from './admin-area-list';
import { ADMIN_AREA_CONTENT } from './admin-area-content';

/** `/admin/<slug>`: the area's heading and its content (the workspace layout around it checks admin rights). */
export default function AdminAreaPage() {
  const slug = useLocation().pathname.split('/')[2] ?? '';
  const group = ADMIN_AREA_GROUPS.find((candidate) => candidate.areas.some((area) => area.slug === slug));
  const area = group?.areas.find((candidate) => candidate.slug === slug);
  const Content = ADMIN_AREA_CONTENT[slug];
  if (!group || !area || !Content) return null;

  return (
    <>
      <header className="mb-6">
        {group.label && <p className="text-sm font-medium text-slate-600">{group.label}</p>}
        <h1 className="text-2xl font-bold">{area.label}</h1>
      </header>
      <Content />
    </>
  );
}
