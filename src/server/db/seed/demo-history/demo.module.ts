import type { FastifyInstance } from 'fastify';
import type { AppServices, ModuleContext } from '../../../app-services';
import { createDemoService, type DemoService } from './demo.service';

/** The living demo's history seeder, where this instance seeds it; it drives the app's own services and routes. */
export function createDemoModule({
  db,
  logger,
  app,
  services,
  history,
}: Pick<ModuleContext, 'db' | 'logger'> & {
  app: Pick<FastifyInstance, 'inject'>;
  services: AppServices;
  /** Whether this instance seeds the history (AppDeps.demo). */
  history: boolean;
}): DemoService | null {
  return history ? createDemoService({ db, services, app, logger }) : null;
}
