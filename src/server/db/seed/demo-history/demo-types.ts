import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppServices } from '../../../app-services';
import type { Viewer } from '../../../modules/profiles/profiles.service';
import type { createDemoRepository } from './demo.repository';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type DemoPeople = {
  admin: DemoViewer;
  client: DemoViewer;
  client2: DemoViewer;
  expert1: DemoViewer;
  clients: DemoViewer[];
  experts: DemoViewer[];
};
export type DemoViewer = Viewer & { ip: string };

export type DemoDeps = {
  services: AppServices;
  app: Pick<FastifyInstance, 'inject'>;
  repository: ReturnType<typeof createDemoRepository>;
  logger: Logger;
  /** The real time the history ends at: every seeded action happens before it. */
  end: Date;
};
