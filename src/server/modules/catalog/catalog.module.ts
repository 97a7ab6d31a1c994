import type { AppServices, ModuleContext, ServerModule } from '../../app-services';
import { catalogAdminRoutes } from './catalog-admin.routes';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService, type CatalogService } from './catalog.service';
import { shareImagesRoutes } from './share-images.routes';

/** The public catalog (products, capability cards, case studies), its link-preview images and its admin routes. */
export function createCatalogModule({
  db,
  hub,
  activity,
}: Pick<ModuleContext, 'db'> & Pick<AppServices, 'hub' | 'activity'>): ServerModule<CatalogService> {
  const catalog = createCatalogService({ db, hub, activity });
  return {
    service: catalog,
    routes: [catalogRoutes({ catalog }), shareImagesRoutes({ catalog }), catalogAdminRoutes({ catalog })],
  };
}
