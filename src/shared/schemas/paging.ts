import { z } from 'zod';

/** The page size a paged list uses when the query names none, and the most it sends at once. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `?page=` (from 1) and `?pageSize=` of a paged list; a blank value reads as absent. */
export const ZPageQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  ),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

/** What a paged list answers beside its rows: every row's count and the page it is. */
export const ZPageInfoSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});

/** The rows of `page` as SQL limit and offset. */
export const pageWindow = ({ page, pageSize }: TPageQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });
